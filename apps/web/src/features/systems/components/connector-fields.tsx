import { Field } from '@/components/ui/input';
import type { ConnectorField } from '../types';

/**
 * The inputs a connector asks for (GET /api/connectors), or the spec's
 * Connection URL and optional API Key when no template chose a connector.
 * Secrets are masked and never filled back in.
 */
export function ConnectorFields({
  fields,
  values,
  onChange,
  urlPlaceholder,
}: {
  fields: ConnectorField[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  urlPlaceholder?: string;
}) {
  return (
    <>
      {fields.map((field) => (
        <Field
          key={field.key}
          name={field.key}
          label={field.label}
          type={field.kind === 'secret' ? 'password' : field.kind === 'url' ? 'url' : 'text'}
          inputMode={field.kind === 'url' ? 'url' : undefined}
          value={values[field.key] ?? ''}
          onChange={(event) => onChange(field.key, event.target.value)}
          placeholder={field.placeholder ?? (field.key === 'url' ? urlPlaceholder : undefined)}
          hint={
            field.help ??
            (field.kind === 'secret' ? 'Stored encrypted on the server and never shown again.' : undefined)
          }
          aria-required={field.required || undefined}
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          spellCheck={false}
        />
      ))}
    </>
  );
}

/** spec §2's Standard fields, for a connection without a template. */
export const STANDARD_FIELDS: ConnectorField[] = [
  { key: 'url', label: 'Connection URL', kind: 'url', required: true },
  { key: 'apiKey', label: 'API Key (optional)', kind: 'secret', required: false },
];
