// The demo accounts the server creates on an empty database, with the password the
// journeys' server is started with (DEMO_PASSWORD in playwright.config.ts).
export const DEMO_PASSWORD = 'demo-e2e-secret';
export const DEMO_ADMIN_EMAIL = 'admin@demo.example';
