/** Three cloud phones drawn in CSS: the brand panel's picture, at no image cost. */
export function PhoneIllustration() {
  const apps = Array.from({ length: 12 }, (_, i) => <i key={i} />);
  return (
    <div className="auth-phones" aria-hidden>
      {(['left', 'center', 'right'] as const).map((position) => (
        <div key={position} className={`auth-phone auth-phone--${position}`}>
          <div className="auth-phone__bar">
            <b />
            <b />
          </div>
          <div className="auth-phone__apps">{apps}</div>
          <div className="auth-phone__dock">
            <i />
            <i />
            <i />
            <i />
          </div>
        </div>
      ))}
      <div className="auth-phones__signal">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
