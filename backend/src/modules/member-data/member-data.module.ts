import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PartnersModule } from '../partners/partners.module';
import { MemberDataController } from './http/member-data.controller';
import { MemberData } from './member-data';
import { OwnDataExport } from './own-data-export';

/** The member's own data, gathered from the public side of accounts, catalogue and partners. */
@Module({
  imports: [CatalogueModule, PartnersModule],
  controllers: [MemberDataController],
  providers: [MemberData, OwnDataExport],
})
export class MemberDataModule {}
