/** `passwordMatches` is computed by the handler (scrypt is slow I/O-like work kept out of the domain). */
export type LogIn = { type: 'LogIn'; data: { passwordMatches: boolean } };

export type BootstrapAdmin = {
  type: 'BootstrapAdmin';
  data: { userId: string; email: string; passwordHash: string; now: Date };
};

export type ChangePassword = { type: 'ChangePassword'; data: { passwordHash: string } };

export type UserCommand = LogIn | BootstrapAdmin | ChangePassword;
