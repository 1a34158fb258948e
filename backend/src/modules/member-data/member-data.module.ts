import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PartnersModule } from '../partners/partners.module';
import { MemberDataController } from './http/member-data.controller';
import { MemberData } from './member-data';

/** The member's own data, gathered from the public side of accounts, catalogue and partners. */
@Module({
  imports: [CatalogueModule, PartnersModule],
  controllers: [MemberDataController],
  providers: [MemberData],
})
export class MemberDataModule {}
