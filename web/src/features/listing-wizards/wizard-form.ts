/** Binds a step's inputs to the machine: read an answer, change it, read its message. */
import type { ListingKind } from '@kamra/contracts/options';
import { translateMessage } from '../../i18n';
import type { WizardContext, WizardEvent } from './listing-wizard-machine';
import { listOf, textOf, tickOf, type FieldErrors, type FieldValue, type StepField } from './wizard-definition';

/** A field's message as the reader sees it: the machine keeps the rules' English, the view speaks the reader's language. */
export function shownError(errors: FieldErrors, field: string): string | undefined {
  const text = errors[field];
  return text === undefined ? undefined : translateMessage(text);
}

/**
 * `K`: the listing kind, whose submit schema names the fields a message can be about; `V`: the
 * wizard's answer names. Both are checked, so an input bound to a misspelt name does not compile.
 */
export interface WizardForm<K extends ListingKind = ListingKind, V extends string = string> {
  text(name: V): string;
  list(name: V): readonly string[];
  tick(name: V): boolean;
  /** The message of a multipart field (see WizardStep.fields), if the step shows one. */
  error(field: StepField<K>): string | undefined;
  set(name: V, value: FieldValue): void;
  /** A text field's value, change handler and message in one, for `{...form.field(name)}`. */
  field(name: V): { value: string; onChange(value: string): void; error: string | undefined };
}

export function wizardForm<K extends ListingKind, V extends string>(
  context: WizardContext,
  send: (event: WizardEvent) => void,
): WizardForm<K, V> {
  return {
    text: (name) => textOf(context.values, name),
    list: (name) => listOf(context.values, name),
    tick: (name) => tickOf(context.values, name),
    error: (field) => shownError(context.errors, field),
    set: (name, value) => send({ type: 'FIELD_CHANGED', name, value }),
    field: (name) => ({
      value: textOf(context.values, name),
      onChange: (value) => send({ type: 'FIELD_CHANGED', name, value }),
      error: shownError(context.errors, name),
    }),
  };
}
