import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export interface TextFormOptions<Values extends { [K in keyof Values]: string }> {
  defaultValues: Values;
  /** Every field's message, or nothing for a valid field. Pure: called on submit and after typing. */
  validate: (values: Values) => FieldErrors<Values>;
}

/** What a text input needs from the form: spread it on `TextInput` or `PasswordInput`. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: boolean;
  helperText: string | undefined;
}

export interface TextForm<Values extends { [K in keyof Values]: string }> {
  values: Values;
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
  field: (name: keyof Values & string) => TextFieldBinding;
  handleSubmit: (onValid: (values: Values) => Promise<void> | void) => (event: FormEvent) => Promise<void>;
}

/**
 * A small form of text fields with react-hook-form's behaviour where it matters: nothing is checked
 * until the first submit, then every keystroke re-checks; a refused submit focuses the first field
 * in error and keeps every value. For the login page, whose first visit cannot afford the
 * react-hook-form + yup stack (about 25 KB gzip); larger forms in lazy chunks keep that stack.
 */
export function useTextForm<Values extends { [K in keyof Values]: string }>({
  defaultValues,
  validate,
}: TextFormOptions<Values>): TextForm<Values> {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const field = (name: keyof Values & string): TextFieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => {
      const next = { ...latest.current, [name]: event.target.value };
      latest.current = next;
      setValues(next);
      if (submitted.current) setErrors(validate(next));
    },
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  const handleSubmit = (onValid: (values: Values) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const current = latest.current;
    const found = validate(current);
    setErrors(found);
    const firstInvalid = (Object.keys(defaultValues) as (keyof Values & string)[]).find(
      (name) => found[name] !== undefined,
    );
    if (firstInvalid) {
      inputs.current.get(firstInvalid)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(current);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, isSubmitting, field, handleSubmit };
}
