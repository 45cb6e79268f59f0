import { useState, type ChangeEvent } from 'react';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * A form's values and its per-field errors. `bind(name)` gives an input, select or text area its
 * value, change handler and error in one spread, so a form lists only what differs per field.
 */
export function useFormFields<Values extends Record<string, string>, Field extends keyof Values = keyof Values>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: keyof Values) => ({
    value: values[field],
    onChange: (event: FieldEvent) => set(field, event.target.value),
    error: errors[field as unknown as Field],
  });
  return { values, errors, setErrors, set, bind };
}
