export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

const pt = {
  htmlLang: 'pt-BR',
  languageName: 'Português',
  language: 'Idioma',
  loginTitle: 'Entre na sua conta',
  username: 'Usuário',
  usernameOrEmail: 'Usuário ou e-mail',
  password: 'Senha',
  passwordConfirm: 'Confirme a senha',
  email: 'E-mail',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  cpf: 'CPF',
  roles: 'Perfis',
  doLogIn: 'Entrar',
  noAccount: 'Novo usuário?',
  doRegister: 'Cadastre-se',
  registerTitle: 'Cadastro',
  doSubmit: 'Cadastrar',
  backToLogin: '« Voltar para o login',
  backToApplication: '« Voltar para o aplicativo',
  invalidCredentials: 'Usuário ou senha inválidos.',
  missingCredentials: 'Informe o usuário e a senha.',
  tooManyAttempts: 'Muitas tentativas sem sucesso. Aguarde {seconds} segundo(s) e tente novamente.',
  accountDisabled: 'Conta desativada. Procure o administrador.',
  emailNotVerified: 'Sua conta ainda não foi ativada. Enviamos um novo link de ativação para {email}; abra-o para ativar a conta.',
  emailNotVerifiedRecent:
    'Sua conta ainda não foi ativada. Um link de ativação foi enviado para {email} há pouco; abra-o (veja também a pasta de spam). Um novo link poderá ser pedido em até {minutes} minutos.',
  loginExpired: 'Sua tentativa de login expirou. Tente novamente.',
  required: 'Campo obrigatório.',
  invalidUsername: 'Use de 3 a 60 caracteres: letras, números, ponto, hífen ou sublinhado.',
  usernameExists: 'Este usuário já existe.',
  invalidEmail: 'E-mail inválido.',
  emailExists: 'Este e-mail já está cadastrado.',
  invalidCpf: 'CPF inválido.',
  cpfExists: 'Este CPF já está cadastrado.',
  passwordTooShort: 'A senha deve ter pelo menos {min} caracteres.',
  passwordNoDigit: 'A senha deve ter pelo menos {min} dígito(s).',
  passwordMismatch: 'As senhas não conferem.',
  formHasErrors: 'Corrija os campos indicados.',
  checkEmailTitle: 'Confirme seu e-mail',
  checkEmailBodyAny:
    'Se os dados puderem ser usados, enviamos uma mensagem para {email}. Abra-a para continuar: ela traz o link de ativação ou explica o que impediu o cadastro.',
  tooManyRegistrations: 'Muitos cadastros a partir deste endereço. Tente novamente em até {minutes} minutos.',
  registrationTakenSubject: 'Tentativa de cadastro no {realm}',
  registrationEmailTakenText:
    'Olá.\n\nAlguém tentou criar uma conta no {realm} com este endereço de e-mail, que já pertence a uma conta. Se foi você, entre com seu usuário ou e-mail e sua senha:\n\n{link}\n\nSe não foi você, ignore esta mensagem: nada foi alterado na sua conta.',
  registrationFieldTakenText:
    'Olá.\n\nRecebemos um pedido de cadastro no {realm} com este endereço de e-mail, mas não foi possível concluí-lo: {fields} já está em uso em outra conta. Escolha outro usuário, ou, se o CPF é seu e você já tem conta, entre com ela:\n\n{link}\n\nSe você não pediu este cadastro, ignore esta mensagem.',
  takenUsername: 'o usuário escolhido',
  takenCpf: 'o CPF informado',
  takenBoth: 'o usuário escolhido e o CPF informado',
  activationSubject: 'Ative sua conta no {realm}',
  activationText:
    'Olá, {name}.\n\nPara ativar sua conta no {realm}, abra o link abaixo (válido por {hours} horas):\n\n{link}\n\nSe você não pediu este cadastro, ignore esta mensagem.',
  activationButton: 'Ativar conta',
  activatedTitle: 'Conta ativada',
  activatedBody: 'Seu e-mail foi confirmado e sua conta está ativa. Você já pode entrar.',
  invalidLinkTitle: 'Link inválido',
  invalidLinkBody: 'Este link de ativação é inválido, já foi usado ou expirou.',
  accountTitle: 'Minha conta',
  name: 'Nome completo',
  none: '—',
  signOut: 'Sair',
  logoutTitle: 'Sair',
  logoutConfirm: 'Deseja sair da sua conta?',
  loggedOutTitle: 'Você saiu',
  loggedOutBody: 'Sua sessão foi encerrada.',
  errorTitle: 'Não foi possível continuar',
  invalidRedirectUri: 'Parâmetro inválido: redirect_uri',
  invalidPostLogoutRedirectUri: 'Parâmetro inválido: post_logout_redirect_uri',
  invalidClient: 'Cliente não encontrado ou desativado.',
  invalidParameterIdTokenHint: 'Parâmetro inválido: id_token_hint',
  registrationDisabled: 'O cadastro de novos usuários está desativado.',
};

export type MessageKey = keyof typeof pt;
type Messages = Record<MessageKey, string>;

const en: Messages = {
  htmlLang: 'en',
  languageName: 'English',
  language: 'Language',
  loginTitle: 'Sign in to your account',
  username: 'Username',
  usernameOrEmail: 'Username or email',
  password: 'Password',
  passwordConfirm: 'Confirm password',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  cpf: 'CPF',
  roles: 'Roles',
  doLogIn: 'Sign In',
  noAccount: 'New user?',
  doRegister: 'Register',
  registerTitle: 'Register',
  doSubmit: 'Register',
  backToLogin: '« Back to Login',
  backToApplication: '« Back to application',
  invalidCredentials: 'Invalid username or password.',
  missingCredentials: 'Enter your username and password.',
  tooManyAttempts: 'Too many failed attempts. Wait {seconds} second(s) and try again.',
  accountDisabled: 'Account is disabled. Contact your administrator.',
  emailNotVerified: 'Your account is not activated yet. We sent a new activation link to {email}; open it to activate the account.',
  emailNotVerifiedRecent:
    'Your account is not activated yet. An activation link was sent to {email} a short while ago; open it (check your spam folder too). A new link can be requested within {minutes} minutes.',
  loginExpired: 'Your login attempt timed out. Please try again.',
  required: 'Please specify this field.',
  invalidUsername: 'Use 3 to 60 characters: letters, digits, dot, hyphen or underscore.',
  usernameExists: 'Username already exists.',
  invalidEmail: 'Invalid email address.',
  emailExists: 'Email already exists.',
  invalidCpf: 'Invalid CPF.',
  cpfExists: 'This CPF is already registered.',
  passwordTooShort: 'The password must have at least {min} characters.',
  passwordNoDigit: 'The password must contain at least {min} digit(s).',
  passwordMismatch: "Passwords don't match.",
  formHasErrors: 'Please fix the fields marked below.',
  checkEmailTitle: 'Verify your email',
  checkEmailBodyAny:
    'If the details can be used, we sent a message to {email}. Open it to continue: it carries the activation link or explains what prevented the registration.',
  tooManyRegistrations: 'Too many registrations from this address. Try again within {minutes} minutes.',
  registrationTakenSubject: 'Registration attempt at {realm}',
  registrationEmailTakenText:
    'Hello.\n\nSomeone tried to create a {realm} account with this email address, which already belongs to an account. If it was you, sign in with your username or email and your password:\n\n{link}\n\nIf it was not you, ignore this message: nothing was changed in your account.',
  registrationFieldTakenText:
    'Hello.\n\nWe received a request to register at {realm} with this email address, but could not complete it: {fields} is already used by another account. Choose another username or, if the CPF is yours and you already have an account, sign in with it:\n\n{link}\n\nIf you did not ask to register, ignore this message.',
  takenUsername: 'the chosen username',
  takenCpf: 'the CPF given',
  takenBoth: 'the chosen username and the CPF given',
  activationSubject: 'Activate your {realm} account',
  activationText:
    'Hello, {name}.\n\nTo activate your {realm} account, open the link below (valid for {hours} hours):\n\n{link}\n\nIf you did not sign up, ignore this message.',
  activationButton: 'Activate account',
  activatedTitle: 'Account activated',
  activatedBody: 'Your email address has been verified and your account is active. You can sign in now.',
  invalidLinkTitle: 'Invalid link',
  invalidLinkBody: 'This activation link is invalid, was already used or has expired.',
  accountTitle: 'My account',
  name: 'Full name',
  none: '—',
  signOut: 'Sign out',
  logoutTitle: 'Sign out',
  logoutConfirm: 'Do you want to sign out?',
  loggedOutTitle: 'You are signed out',
  loggedOutBody: 'Your session has ended.',
  errorTitle: 'We are sorry…',
  invalidRedirectUri: 'Invalid parameter: redirect_uri',
  invalidPostLogoutRedirectUri: 'Invalid parameter: post_logout_redirect_uri',
  invalidClient: 'Client not found or disabled.',
  invalidParameterIdTokenHint: 'Invalid parameter: id_token_hint',
  registrationDisabled: 'Registration of new users is disabled.',
};

const es: Messages = {
  htmlLang: 'es',
  languageName: 'Español',
  language: 'Idioma',
  loginTitle: 'Inicie sesión en su cuenta',
  username: 'Usuario',
  usernameOrEmail: 'Usuario o correo electrónico',
  password: 'Contraseña',
  passwordConfirm: 'Confirme la contraseña',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  cpf: 'CPF',
  roles: 'Perfiles',
  doLogIn: 'Iniciar sesión',
  noAccount: '¿Usuario nuevo?',
  doRegister: 'Regístrese',
  registerTitle: 'Registro',
  doSubmit: 'Registrarse',
  backToLogin: '« Volver al inicio de sesión',
  backToApplication: '« Volver a la aplicación',
  invalidCredentials: 'Usuario o contraseña incorrectos.',
  missingCredentials: 'Introduzca el usuario y la contraseña.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espere {seconds} segundo(s) e inténtelo de nuevo.',
  accountDisabled: 'Cuenta desactivada. Contacte con el administrador.',
  emailNotVerified: 'Su cuenta aún no está activada. Enviamos un nuevo enlace de activación a {email}; ábralo para activar la cuenta.',
  emailNotVerifiedRecent:
    'Su cuenta aún no está activada. Se envió un enlace de activación a {email} hace poco; ábralo (revise también la carpeta de spam). Podrá pedir un nuevo enlace en un máximo de {minutes} minutos.',
  loginExpired: 'Su intento de inicio de sesión expiró. Inténtelo de nuevo.',
  required: 'Campo obligatorio.',
  invalidUsername: 'Use de 3 a 60 caracteres: letras, números, punto, guion o guion bajo.',
  usernameExists: 'El usuario ya existe.',
  invalidEmail: 'Correo electrónico no válido.',
  emailExists: 'El correo electrónico ya está registrado.',
  invalidCpf: 'CPF no válido.',
  cpfExists: 'Este CPF ya está registrado.',
  passwordTooShort: 'La contraseña debe tener al menos {min} caracteres.',
  passwordNoDigit: 'La contraseña debe contener al menos {min} dígito(s).',
  passwordMismatch: 'Las contraseñas no coinciden.',
  formHasErrors: 'Corrija los campos indicados.',
  checkEmailTitle: 'Confirme su correo electrónico',
  checkEmailBodyAny:
    'Si los datos pueden usarse, enviamos un mensaje a {email}. Ábralo para continuar: contiene el enlace de activación o explica qué impidió el registro.',
  tooManyRegistrations: 'Demasiados registros desde esta dirección. Inténtelo de nuevo en un máximo de {minutes} minutos.',
  registrationTakenSubject: 'Intento de registro en {realm}',
  registrationEmailTakenText:
    'Hola.\n\nAlguien intentó crear una cuenta de {realm} con esta dirección de correo, que ya pertenece a una cuenta. Si fue usted, inicie sesión con su usuario o correo y su contraseña:\n\n{link}\n\nSi no fue usted, ignore este mensaje: no se cambió nada en su cuenta.',
  registrationFieldTakenText:
    'Hola.\n\nRecibimos una solicitud de registro en {realm} con esta dirección de correo, pero no fue posible completarla: {fields} ya está en uso en otra cuenta. Elija otro usuario o, si el CPF es suyo y ya tiene una cuenta, inicie sesión con ella:\n\n{link}\n\nSi usted no pidió este registro, ignore este mensaje.',
  takenUsername: 'el usuario elegido',
  takenCpf: 'el CPF indicado',
  takenBoth: 'el usuario elegido y el CPF indicado',
  activationSubject: 'Active su cuenta de {realm}',
  activationText:
    'Hola, {name}.\n\nPara activar su cuenta de {realm}, abra el enlace siguiente (válido durante {hours} horas):\n\n{link}\n\nSi usted no se registró, ignore este mensaje.',
  activationButton: 'Activar cuenta',
  activatedTitle: 'Cuenta activada',
  activatedBody: 'Su correo electrónico fue confirmado y su cuenta está activa. Ya puede iniciar sesión.',
  invalidLinkTitle: 'Enlace no válido',
  invalidLinkBody: 'Este enlace de activación no es válido, ya se usó o expiró.',
  accountTitle: 'Mi cuenta',
  name: 'Nombre completo',
  none: '—',
  signOut: 'Cerrar sesión',
  logoutTitle: 'Cerrar sesión',
  logoutConfirm: '¿Desea cerrar la sesión?',
  loggedOutTitle: 'Sesión cerrada',
  loggedOutBody: 'Su sesión ha terminado.',
  errorTitle: 'No fue posible continuar',
  invalidRedirectUri: 'Parámetro no válido: redirect_uri',
  invalidPostLogoutRedirectUri: 'Parámetro no válido: post_logout_redirect_uri',
  invalidClient: 'Cliente no encontrado o desactivado.',
  invalidParameterIdTokenHint: 'Parámetro no válido: id_token_hint',
  registrationDisabled: 'El registro de nuevos usuarios está desactivado.',
};

const MESSAGES: Record<Locale, Messages> = { pt, en, es };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (key, params = {}) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

function toLocale(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
  return LOCALES.find((l) => l === primary);
}

/**
 * The page language: `kc_locale` (the page's own switcher), then `ui_locales` (OIDC, space-separated),
 * then Accept-Language by quality, then Portuguese.
 */
export function pickLocale(query: { kc_locale?: string; ui_locales?: string }, acceptLanguage: string | undefined): Locale {
  for (const tag of [query.kc_locale ?? '', ...(query.ui_locales ?? '').split(' ')]) {
    const locale = tag && toLocale(tag);
    if (locale) return locale;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return 'pt';
}
