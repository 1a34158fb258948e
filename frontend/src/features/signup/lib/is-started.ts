/** Something has been typed or picked: a field differs from the empty form (spaces alone do not count). */
export function isStarted<Form extends object>(form: Form, empty: Form): boolean {
  const normal = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  return (Object.keys(empty) as Array<keyof Form>).some((key) => normal(form[key]) !== normal(empty[key]));
}
