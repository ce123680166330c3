import type { ReactNode } from 'react';

/** What a field's control carries so that its label, its note and its error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** The broken rule's message, shown under the control; null when the value is fine. */
  error: string | null;
  /** A line under the control (a counter, a hint), read after the label. */
  note?: { text: ReactNode; className: string };
  /** The control, given the attributes that tie it to its label, note and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A form field of the front: its label, its control, a note and the error of a broken rule. */
export function Field({ id, label, error, note, children }: FieldProps) {
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {note && (
        <p id={noteId} className={note.className}>
          {note.text}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
