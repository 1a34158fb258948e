/** Every route of SPEC §2 in one place. */
export const paths = {
  home: '/',
  teacher: '/tanar-vagyok',
  companies: '/cegeknek',
  partners: '/mentorcegek',
  contact: '/kapcsolat',
  experiences: '/elmenyek',
  privacy: '/adatkezelsi-tajekoztato',

  signupCompletion: '/jelentkezes-folytatas',
  activation: '/jelentkezes-veglegesites',
  passwordReset: '/jelszo-helyreallitas',
  partnerSignIn: '/auth',

  club: {
    home: '/klub',
    profile: '/klub/profil',
    mentoring: '/klub/mentoralas',
    services: '/klub/szolgaltatasok',
    materials: '/klub/tananyagok',
    meetups: '/klub/meetupok',
    serviceSubPage: (subPageUrl: string) => `/klub/szolgaltatasok/${encodeURIComponent(subPageUrl)}`,
    serviceCard: (id: string) => `/klub/kartya/${encodeURIComponent(id)}`,
  },

  admin: {
    home: '/klub/admin',
    users: '/klub/admin/felhasznalok',
    companies: '/klub/admin/cegek',
    services: '/klub/admin/szolgaltatasok',
    materials: '/klub/admin/tananyagok',
    partners: '/klub/admin/partnerek',
    audit: '/klub/admin/naplo',
    insights: '/klub/admin/attekintes',
  },
} as const;

/** Router state of /klub/szolgaltatasok: the service whose dialog opens on arrival. */
export interface ServicesLocationState {
  autoOpen?: string;
}

/** Router state of /tanar-vagyok after a members-only redirect. */
export interface TeacherLocationState {
  error?: 401;
}
