import { eq } from 'drizzle-orm';
import type { LanguageModel } from 'ai';
import type { LlmProvider, ProviderSettingsView, UpdateProviderSettingsRequest } from '@soe/shared';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import * as schema from '../../../db/schema';
import type { SecretBox } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { MODEL_PROVIDERS, type ModelProviderDefinition, type ProviderSettings } from './definitions';
import { ownedBy } from '../../access';

export const SOE_LOCAL = 'soe-local';

const SOE_LOCAL_PROVIDER: Omit<LlmProvider, 'isActive'> = {
  id: SOE_LOCAL,
  name: 'SOE Local',
  configured: true,
  description: 'Exact answers from your connected systems, computed on this server. No model, no key, no network.',
  settings: { model: 'soe-local' },
};

/** The provider to answer a user's question with: SOE Local, or a model with its display name. */
export type ResolvedProvider =
  { id: typeof SOE_LOCAL } | { id: string; name: string; modelId: string; model: LanguageModel };

/**
 * Which answer providers this server has, how each is configured (environment,
 * overridden by staff admins' Settings with keys sealed at rest), and which one
 * each user has chosen. Keys are opened only to build a model, never returned.
 */
export class ProviderRegistry {
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly config: Config,
  ) {}

  private async stored(): Promise<Map<string, typeof schema.providerSettings.$inferSelect>> {
    const rows = await this.db.select().from(schema.providerSettings);
    return new Map(rows.map((row) => [row.providerId, row]));
  }

  /** Effective settings: each field from Settings when set there, else from the environment. */
  private effective(
    definition: ModelProviderDefinition,
    row: typeof schema.providerSettings.$inferSelect | undefined,
  ): ProviderSettings & { source: ProviderSettingsView['source'] } {
    const env = definition.fromEnv(this.config);
    const apiKey = row?.apiKeySealed ? this.secrets.open(row.apiKeySealed) : env.apiKey;
    const baseUrl = row?.baseUrl ?? env.baseUrl;
    const model = row?.model ?? env.model;
    const fromSettings = !!(row && (row.apiKeySealed || row.baseUrl || row.model));
    const fromEnv = !!(env.apiKey || env.baseUrl || env.model);
    return { apiKey, baseUrl, model, source: fromSettings ? 'settings' : fromEnv ? 'environment' : 'none' };
  }

  private isConfigured(definition: ModelProviderDefinition, settings: ProviderSettings): boolean {
    return definition.requires.every((field) => !!settings[field]);
  }

  /** GET /api/llm-providers: SOE Local first, then every model provider with whether it can be used. */
  async list(activeId: string): Promise<LlmProvider[]> {
    const rows = await this.stored();
    const models = MODEL_PROVIDERS.map((definition) => {
      const settings = this.effective(definition, rows.get(definition.id));
      return {
        id: definition.id,
        name: definition.name,
        configured: this.isConfigured(definition, settings),
        description: definition.description,
        settings: { model: settings.model ?? definition.defaultModel },
      };
    });
    return [SOE_LOCAL_PROVIDER, ...models].map((provider) => ({ ...provider, isActive: provider.id === activeId }));
  }

  /** The user's chosen provider, falling back to SOE Local when the choice is no longer configured. */
  async activeId(userId: number): Promise<string> {
    return (await this.activeChoice(userId)).id;
  }

  /** The active provider with its effective settings, read once (settings are needed again to build a model). */
  private async activeChoice(
    userId: number,
  ): Promise<{ id: string; definition?: ModelProviderDefinition; settings?: ProviderSettings }> {
    const [row] = await this.db
      .select()
      .from(schema.userSettings)
      .where(ownedBy(schema.userSettings.userId, { id: userId }))
      .limit(1);
    const chosen = row?.activeProvider ?? SOE_LOCAL;
    const definition = MODEL_PROVIDERS.find((d) => d.id === chosen);
    if (!definition) return { id: SOE_LOCAL };
    const settings = this.effective(definition, (await this.stored()).get(chosen));
    return this.isConfigured(definition, settings) ? { id: chosen, definition, settings } : { id: SOE_LOCAL };
  }

  async activate(userId: number, id: string): Promise<LlmProvider> {
    const providers = await this.list(id);
    const provider = providers.find((p) => p.id === id);
    if (!provider) throw new AppError('bad_request', `Unknown provider '${id}'`);
    if (!provider.configured)
      throw new AppError(
        'bad_request',
        `${provider.name} is not configured on this server. A staff admin can set it up in Settings.`,
      );
    await this.db
      .insert(schema.userSettings)
      .values({ userId, activeProvider: id })
      .onConflictDoUpdate({ target: schema.userSettings.userId, set: { activeProvider: id, updatedAt: new Date() } });
    return provider;
  }

  /** The model to answer with for this user (SOE Local when that is the choice). */
  async resolve(userId: number): Promise<ResolvedProvider> {
    const { id, definition, settings } = await this.activeChoice(userId);
    if (!definition || !settings) return { id: SOE_LOCAL };
    const modelId = settings.model ?? definition.defaultModel;
    return { id, name: definition.name, modelId, model: await definition.createModel({ ...settings, model: modelId }) };
  }

  /** Settings as staff admins see them: never the key, only whether one is set. */
  async settingsView(): Promise<ProviderSettingsView[]> {
    const rows = await this.stored();
    return MODEL_PROVIDERS.map((definition) => {
      const settings = this.effective(definition, rows.get(definition.id));
      return {
        id: definition.id,
        name: definition.name,
        description: definition.description,
        configured: this.isConfigured(definition, settings),
        source: settings.source,
        apiKeySet: !!settings.apiKey,
        baseUrl: settings.baseUrl ?? null,
        defaultBaseUrl: definition.defaultBaseUrl ?? null,
        model: settings.model ?? definition.defaultModel,
        requires: definition.requires,
      };
    });
  }

  async updateSettings(
    id: string,
    change: UpdateProviderSettingsRequest,
    byUserId: number,
  ): Promise<ProviderSettingsView> {
    if (!MODEL_PROVIDERS.some((d) => d.id === id)) throw new AppError('not_found', `Unknown provider '${id}'`);
    const [current] = await this.db
      .select()
      .from(schema.providerSettings)
      .where(eq(schema.providerSettings.providerId, id))
      .limit(1);
    const next = {
      apiKeySealed:
        change.apiKey === undefined
          ? (current?.apiKeySealed ?? null)
          : change.apiKey === null
            ? null
            : this.secrets.seal(change.apiKey),
      baseUrl: change.baseUrl === undefined ? (current?.baseUrl ?? null) : change.baseUrl,
      model: change.model === undefined ? (current?.model ?? null) : change.model,
      updatedBy: byUserId,
      updatedAt: new Date(),
    };
    await this.db
      .insert(schema.providerSettings)
      .values({ providerId: id, ...next })
      .onConflictDoUpdate({ target: schema.providerSettings.providerId, set: next });
    return (await this.settingsView()).find((view) => view.id === id)!;
  }
}
