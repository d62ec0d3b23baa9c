/** The 'ou' line between the e-mail form and the other ways in (passkey, Google). */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      ou
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
