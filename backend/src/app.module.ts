import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { Adapters } from './platform/adapters';
import { Clock, IdGenerator } from './platform/clock/clock';
import { PlatformModule } from './platform/platform.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { MailModule } from './platform/mail/mail.module';
import { AuditModule } from './modules/audit/audit.module';
import { BotCheckModule } from './platform/bot-check/bot-check.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { MaterialsModule } from './modules/materials/materials.module';
import { PartnersModule } from './modules/partners/partners.module';
import { MemberDataModule } from './modules/member-data/member-data.module';
import { InsightsModule } from './modules/insights/insights.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, adapters: Adapters, clock: Clock, ids: IdGenerator): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.register(config, adapters, clock, ids), MailModule, AccountsModule, AuditModule, BotCheckModule, ReferenceModule, CompaniesModule, CatalogueModule, MaterialsModule, PartnersModule, MemberDataModule, InsightsModule],
    };
  }
}
