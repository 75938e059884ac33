/** A form-level error from the server (wrong password, daily SMS limit…), shown above the submit button. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className="auth-alert" role="alert" data-testid="form-error">
      {message}
    </div>
  );
}
