/** Original placeholder artwork for the two partners (no third-party logos; decisions.md). */
export function FirstPartnerArtwork({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 75 75" width="75" height="75" aria-hidden="true" focusable="false">
      <circle cx="37.5" cy="37.5" r="36" fill="#FFFFFF" />
      <circle cx="37.5" cy="37.5" r="31" fill="none" stroke="#C9A227" strokeWidth="2" />
      {/* An open book on a stand */}
      <path d="M18 30c7-3 13-2 19.5 2 6.5-4 12.5-5 19.5-2v18c-7-3-13-2-19.5 2-6.5-4-12.5-5-19.5-2z" fill="#14563A" />
      <path d="M37.5 32v18" stroke="#FFFFFF" strokeWidth="1.5" />
      <path d="M22 52l15.5 8 15.5-8" fill="none" stroke="#7A5A0E" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function SecondPartnerArtwork({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 75 75" width="75" height="75" aria-hidden="true" focusable="false">
      <circle cx="37.5" cy="37.5" r="36" fill="#FFFFFF" />
      {/* An eight-pointed star: two overlapping squares */}
      <rect x="20" y="20" width="35" height="35" fill="#C9A227" />
      <rect x="20" y="20" width="35" height="35" fill="#C9A227" transform="rotate(45 37.5 37.5)" />
      <circle cx="37.5" cy="37.5" r="11" fill="#14563A" />
      <path d="M33 37.5a6 6 0 1 0 6-6 4.5 4.5 0 1 1-6 6z" fill="#FFFFFF" />
    </svg>
  );
}
