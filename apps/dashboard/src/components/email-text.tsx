/**
 * An e-mail address as text that may wrap after its '@' (a `<wbr>`), as addresses are broken in print, and nowhere
 * else: in a narrow column or a phone card the domain goes whole to the next line instead of a word breaking in its
 * middle ("demokuljet|us.fi", issue 28 item 8).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
