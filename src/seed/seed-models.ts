import mongoose from 'mongoose';
import { Validation, ValidationSchema } from '../approvals/validation.schema';
import { Category, CategorySchema } from '../categories/category.schema';
import { DefaultTool, DefaultToolSchema } from '../defaults/default-tool.schema';
import { Service, ServiceSchema } from '../directory/service.schema';
import { User, UserSchema } from '../directory/user.schema';
import { Settings, SettingsSchema } from '../settings/settings.schema';
import { Company, CompanySchema, Subsidiary, SubsidiarySchema } from '../subsidiaries/subsidiary.schema';
import { Tool, ToolSchema } from '../tools/tool.schema';

/** The application's own schemas on plain mongoose models: no Nest context, so the seed starts fast. */
export function seedModels() {
  return {
    category: mongoose.model(Category.name, CategorySchema),
    subsidiary: mongoose.model(Subsidiary.name, SubsidiarySchema),
    company: mongoose.model(Company.name, CompanySchema),
    service: mongoose.model(Service.name, ServiceSchema),
    user: mongoose.model(User.name, UserSchema),
    tool: mongoose.model(Tool.name, ToolSchema),
    defaultTool: mongoose.model(DefaultTool.name, DefaultToolSchema),
    settings: mongoose.model(Settings.name, SettingsSchema),
  };
}

export type SeedModels = ReturnType<typeof seedModels>;

/** Validations are written already in stored form (extra validations included), through their model's collection. */
export function validationsCollection() {
  return mongoose.model(Validation.name, ValidationSchema).collection;
}
