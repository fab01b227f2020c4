/** Line icons (24×24, stroke). Decorative: the control carrying them has the accessible name. */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="3.75" />
    <path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 19.5s-7.25-4.4-7.25-9.6A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7.25 2.3c0 5.2-7.25 9.6-7.25 9.6Z" />
  </Icon>
);

export const BagIcon = () => (
  <Icon>
    <path d="M5.5 8.5h13l-1 11.25h-11z" />
    <path d="M9 8.5V7a3 3 0 0 1 6 0v1.5" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7.5h16M4 12h16M4 16.5h10" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ArrowIcon = () => (
  <Icon>
    <path d="M5 12h14M13.5 6.5 19 12l-5.5 5.5" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m5.5 12.5 4 4 9-9" />
  </Icon>
);

/** A salon front with its awning: the partner area. */
export const SalonIcon = () => (
  <Icon>
    <path d="M4.5 9.5 6 4.75h12l1.5 4.75" />
    <path d="M4.5 9.5a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0" />
    <path d="M5.75 11.5v8h12.5v-8" />
    <path d="M10 19.5v-4.5h4v4.5" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.25" />
    <path d="m15.25 15.25 5 5" />
  </Icon>
);
