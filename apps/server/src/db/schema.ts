export interface AppSettingTable {
  key: string;
  value: string;
}

/**
 * Every table, in camelCase: the CamelCasePlugin maps names to the snake_case columns. The core
 * holds only its own; each module adds its tables here from its <module>.table.ts (declaration
 * merging, as Fastify's plugins add to its types), so that the core names no module.
 */
export interface Database {
  appSetting: AppSettingTable;
}
