/** Simplified marks for the four systems the templates name; each is labelled by its caption. */
export function SalesforceMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="h-10 w-10">
      <path
        fill="#00A1E0"
        d="M20 12.5a8.2 8.2 0 0 1 5.9-2.5c3.1 0 5.8 1.7 7.2 4.3a9.9 9.9 0 0 1 4-.9c5.6 0 10 4.5 10 10.1s-4.5 10.1-10 10.1c-.7 0-1.4-.1-2-.2a7.3 7.3 0 0 1-9.6 3 8.4 8.4 0 0 1-15.6-.4 7.7 7.7 0 0 1-1.6.2A7.8 7.8 0 0 1 4.4 24.4a7.9 7.9 0 0 1 3.9-6.8 9 9 0 0 1 11.7-5.1z"
      />
    </svg>
  );
}

export function HubSpotMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="h-10 w-10">
      <g fill="#FF7A59">
        <circle cx="30" cy="29" r="7.5" fill="none" stroke="#FF7A59" strokeWidth="4.5" />
        <rect x="27.8" y="9" width="4.4" height="12" rx="2" />
        <circle cx="30" cy="9" r="3.6" />
        <path d="M24.5 25.5 11 15.8l2.3-3.2 13.5 9.7z" />
        <circle cx="10.5" cy="13" r="3.4" />
        <path d="m24.8 33.3-7.3 6.3-2.4-2.8 7.3-6.3z" />
      </g>
    </svg>
  );
}

export function SapMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="h-10 w-10">
      <defs>
        <linearGradient id="sap-g" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#00AEEF" />
          <stop offset="1" stopColor="#0070C0" />
        </linearGradient>
      </defs>
      <path fill="url(#sap-g)" d="M3 12h42L24 36H3z" />
      <text x="8" y="28.5" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="11" fill="#fff">
        SAP
      </text>
    </svg>
  );
}

export function TableauMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="h-10 w-10">
      <g fill="#E8762D">
        <rect x="22.3" y="8" width="3.4" height="32" rx="1" />
        <rect x="8" y="22.3" width="32" height="3.4" rx="1" />
      </g>
      <g fill="#1F457E">
        <rect x="11.3" y="9" width="2.4" height="11" rx="1" />
        <rect x="7" y="13.3" width="11" height="2.4" rx="1" />
        <rect x="34.3" y="28" width="2.4" height="11" rx="1" />
        <rect x="30" y="32.3" width="11" height="2.4" rx="1" />
      </g>
      <g fill="#59879B">
        <rect x="34.3" y="9" width="2.4" height="11" rx="1" />
        <rect x="30" y="13.3" width="11" height="2.4" rx="1" />
        <rect x="11.3" y="28" width="2.4" height="11" rx="1" />
        <rect x="7" y="32.3" width="11" height="2.4" rx="1" />
      </g>
    </svg>
  );
}
