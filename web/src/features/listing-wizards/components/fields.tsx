/**
 * The inputs of the wizards. Each has a visible label, and its message (if any) is tied to it
 * with aria-describedby and aria-invalid, so a screen reader reads the rule with the field.
 */
import { useId, type ReactNode } from 'react';
import { optionLabel } from '../../../i18n';

interface FieldShell {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy(errorId: string, hintId: string, error?: string, hint?: string): string | undefined {
  const ids = [error ? errorId : null, hint ? hintId : null].filter((id): id is string => id !== null);
  return ids.length === 0 ? undefined : ids.join(' ');
}

export function FieldMessage({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="wizard-field__error" role="alert">
      {message}
    </p>
  );
}

interface TextFieldProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'number' | 'date';
  maxLength?: number | undefined;
  min?: number | string | undefined;
  max?: number | string | undefined;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  placeholder?: string;
  list?: string;
  required?: boolean;
}

export function TextField({ label, error, hint, value, onChange, type = 'text', required = false, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className="wizard-field">
      <label htmlFor={id}>
        {label}
      </label>
      {/*
        Words the lister types keep their own direction (an English address reads rightly in an
        Urdu page); numbers and dates follow the page. An empty field follows the page too: with
        dir="auto" and no text the browser lays the placeholder out left to right, which
        scrambles an Urdu one.
      */}
      <input
        id={id}
        className="input"
        dir={type === 'number' || type === 'date' || value === '' ? undefined : 'auto'}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
        aria-required={required || undefined}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="wizard-field__hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

interface TextAreaProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

export function TextArea({ label, error, hint, value, onChange, maxLength, rows = 4 }: TextAreaProps) {
  const id = useId();
  return (
    <div className="wizard-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        dir={value === '' ? undefined : 'auto'}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
      />
      {hint && (
        <p id={`${id}-hint`} className="wizard-field__hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

interface SelectFieldProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  required?: boolean;
  /** How an option is shown, when it differs from the stored value. */
  display?: (option: string) => string;
}

export function SelectField({ label, error, value, onChange, options, placeholder, required = false, display }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="wizard-field">
      <label htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {display ? display(option) : option}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

interface ChoiceGroupProps {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** A fieldset of radios or tick boxes, its message read with the group. */
export function ChoiceGroup({ legend, error, children, className }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={`wizard-choices ${className ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      <div className="wizard-choices__options">{children}</div>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}

interface RadioOptionsProps {
  name: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  display?: (option: string) => string;
}

export function RadioOptions({ name, value, options, onChange, display }: RadioOptionsProps) {
  return options.map((option) => (
    <label key={option} className={`wizard-choice ${value === option ? 'is-selected' : ''}`}>
      <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
      <span>{display ? display(option) : option}</span>
    </label>
  ));
}

interface TickOptionsProps {
  values: readonly string[];
  options: readonly string[];
  onChange: (values: readonly string[]) => void;
  display: (option: string) => string;
}

/** Shows a stored option value as its label in the reader's language (group: see i18n/options.ts). */
export const labelled = (group: string) => (option: string): string => optionLabel(group, option);

export function TickOptions({ values, options, onChange, display }: TickOptionsProps) {
  return options.map((option) => {
    const ticked = values.includes(option);
    return (
      <label key={option} className={`wizard-choice ${ticked ? 'is-selected' : ''}`}>
        <input
          type="checkbox"
          checked={ticked}
          onChange={() => onChange(ticked ? values.filter((value) => value !== option) : [...values, option])}
        />
        <span>{display(option)}</span>
      </label>
    );
  });
}

interface TickProps extends FieldShell {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Tick({ label, error, checked, onChange }: TickProps) {
  const id = useId();
  return (
    <div className="wizard-field">
      <label className="wizard-tick">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
