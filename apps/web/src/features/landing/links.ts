/** Public contact and social addresses shown in the landing footer: one place to change them. */
export const CONTACT_EMAIL = 'hello@systemofeverything.com';
export const SOCIAL_LINKS = {
  x: 'https://x.com/systemofevery',
  linkedin: 'https://www.linkedin.com/company/system-of-everything',
  github: 'https://github.com/system-of-everything',
} as const;
