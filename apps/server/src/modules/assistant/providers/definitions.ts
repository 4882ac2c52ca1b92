import type { LanguageModel } from 'ai';
import type { Config } from '../../../config/env';

/** What a provider needs to make a model: from the environment, overridden by staff admins' Settings. */
export interface ProviderSettings {
  apiKey?: string;
  baseUrl?: string;
  model?: string;
}

/**
 * One language-model provider (one interface and a registry, as every family of
 * integrations in docs/ARCHITECTURE.md). Adding a provider is one entry here; the
 * chat, the tools and the settings screens take it from the registry.
 */
export interface ModelProviderDefinition {
  id: string;
  name: string;
  description: string;
  defaultModel: string;
  /** Which settings must be present for the provider to count as configured. */
  requires: Array<'apiKey' | 'baseUrl'>;
  /** Shown in Settings as the base URL's placeholder. */
  defaultBaseUrl?: string;
  fromEnv(config: Config): ProviderSettings;
  /** The provider's SDK is imported here, on first use: an instance whose users never pick it never loads it. */
  createModel(settings: ProviderSettings & { model: string }): Promise<LanguageModel>;
}

/** Ollama's OpenAI-compatible API lives under /v1 of its address. */
function ollamaApiBase(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/v1') ? trimmed : `${trimmed}/v1`;
}

export const MODEL_PROVIDERS: readonly ModelProviderDefinition[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    description: 'GPT models through the OpenAI API, with SOE tools for exact figures from your systems.',
    defaultModel: 'gpt-4o-mini',
    requires: ['apiKey'],
    defaultBaseUrl: 'https://api.openai.com/v1',
    fromEnv: (c) => ({ apiKey: c.OPENAI_API_KEY, baseUrl: c.OPENAI_BASE_URL, model: c.OPENAI_MODEL }),
    // Chat Completions (not the Responses API): the protocol every OpenAI-compatible server also speaks.
    createModel: async (s) =>
      (await import('@ai-sdk/openai')).createOpenAI({ apiKey: s.apiKey, baseURL: s.baseUrl }).chat(s.model),
  },
  {
    id: 'anthropic',
    name: 'Anthropic',
    description: 'Claude models through the Anthropic Messages API, with SOE tools for exact figures.',
    defaultModel: 'claude-3-5-haiku-latest',
    requires: ['apiKey'],
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    fromEnv: (c) => ({ apiKey: c.ANTHROPIC_API_KEY, baseUrl: c.ANTHROPIC_BASE_URL, model: c.ANTHROPIC_MODEL }),
    createModel: async (s) =>
      (await import('@ai-sdk/anthropic')).createAnthropic({ apiKey: s.apiKey, baseURL: s.baseUrl })(s.model),
  },
  {
    id: 'ollama',
    name: 'Ollama',
    description: 'Local models served by Ollama on your own hardware; nothing leaves your network.',
    defaultModel: 'llama3.1',
    requires: ['baseUrl'],
    defaultBaseUrl: 'http://127.0.0.1:11434',
    fromEnv: (c) => ({ baseUrl: c.OLLAMA_BASE_URL, model: c.OLLAMA_MODEL }),
    createModel: async (s) =>
      (await import('@ai-sdk/openai-compatible'))
        .createOpenAICompatible({ name: 'ollama', baseURL: ollamaApiBase(s.baseUrl!), apiKey: s.apiKey })
        .chatModel(s.model),
  },
  {
    id: 'openai-compatible',
    name: 'OpenAI-compatible',
    description: 'Any server with an OpenAI-compatible API: vLLM, LM Studio, OpenRouter, LiteLLM and others.',
    defaultModel: 'default',
    requires: ['baseUrl'],
    fromEnv: (c) => ({
      apiKey: c.OPENAI_COMPATIBLE_API_KEY,
      baseUrl: c.OPENAI_COMPATIBLE_BASE_URL,
      model: c.OPENAI_COMPATIBLE_MODEL,
    }),
    createModel: async (s) =>
      (await import('@ai-sdk/openai-compatible'))
        .createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: s.baseUrl!.replace(/\/+$/, ''),
          apiKey: s.apiKey,
        })
        .chatModel(s.model),
  },
];
