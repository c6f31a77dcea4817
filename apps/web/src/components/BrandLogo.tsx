/** The 观澜 mark: two waves in a rounded square. */
export function BrandLogo({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="观澜舆情"
    >
      <rect width="64" height="64" rx="14" fill="#1d5fd6" />
      <path
        d="M10 40c6-8 12-8 18 0s12 8 18 0 10-6 8-2"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M10 28c6-8 12-8 18 0s12 8 18 0 10-6 8-2"
        fill="none"
        stroke="#9cc2ff"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
