/** Binds a step's inputs to the machine: read an answer, change it, read its message. */
import type { WizardContext, WizardEvent } from './listing-wizard-machine';
import { listOf, textOf, tickOf, type FieldValue } from './wizard-definition';

export interface WizardForm {
  text(name: string): string;
  list(name: string): readonly string[];
  tick(name: string): boolean;
  /** The message of a multipart field (see WizardStep.fields), if the step shows one. */
  error(field: string): string | undefined;
  set(name: string, value: FieldValue): void;
  /** A text field's value, change handler and message in one, for `{...form.field(name)}`. */
  field(name: string): { value: string; onChange(value: string): void; error: string | undefined };
}

export function wizardForm(context: WizardContext, send: (event: WizardEvent) => void): WizardForm {
  return {
    text: (name) => textOf(context.values, name),
    list: (name) => listOf(context.values, name),
    tick: (name) => tickOf(context.values, name),
    error: (field) => context.errors[field],
    set: (name, value) => send({ type: 'FIELD_CHANGED', name, value }),
    field: (name) => ({
      value: textOf(context.values, name),
      onChange: (value) => send({ type: 'FIELD_CHANGED', name, value }),
      error: context.errors[name],
    }),
  };
}
