/** The demo logins that exist in every seed (README and issue 2). */
export function demoLogins(providerDomain: string) {
  return [
    { email: `admin@${providerDomain}`, what: 'vendor staff, MSI Administrator, all accounts' },
    { email: `staff@${providerDomain}`, what: 'vendor staff, User on some accounts' },
    { email: 'admin@northwind.example', what: 'customer Administrator of two accounts (astro, mototrbo)' },
    { email: 'user@northwind.example', what: 'customer User of the same two accounts' },
    { email: 'guest@northwind.example', what: 'customer Guest of the astro account' },
    { email: 'user@contoso.example', what: "customer User of Contoso's accounts" },
  ];
}
