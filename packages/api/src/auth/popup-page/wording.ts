// What the sign-in pop-up says, in the six languages of the sites: the site opens it with its page's language
// (`?locale=sr`), so a visitor reading Serbian signs in in Serbian. Kept in one file so a change to the pop-up's
// words is made in every language at once.
import type { Language } from '@league/client-league/languages'

export type PopupWording = {
  /** The page's heading, with the league's title. */
  heading: (title: string) => string
  /** The window's title, with the league's title. */
  windowTitle: (title: string) => string
  google: string
  or: string
  name: string
  email: string
  password: string
  signIn: string
  createAccount: string
  createAccountSubmit: string
  haveAccount: string
  forgotPassword: string
  linkGoogle: string
  failed: string
  wrongPassword: string
  checkEmail: string
}

export const popupWording: Record<Language, PopupWording> = {
  en: {
    heading: (title) => `Sign in to ${title}`,
    windowTitle: (title) => `Sign in · ${title}`,
    google: 'Sign in with Google',
    or: 'or',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    createAccount: 'Create an account',
    createAccountSubmit: 'Create account',
    haveAccount: 'I already have an account',
    forgotPassword: 'Forgot your password?',
    linkGoogle: 'Link Google and sign in',
    failed: 'Sign-in failed',
    wrongPassword: 'Wrong email or password',
    checkEmail: 'Check your e-mail: we sent a link to this address to finish. It works for 24 hours.',
  },
  sr: {
    heading: (title) => `Prijava na ${title}`,
    windowTitle: (title) => `Prijava · ${title}`,
    google: 'Prijava preko Google naloga',
    or: 'ili',
    name: 'Ime',
    email: 'E-pošta',
    password: 'Lozinka',
    signIn: 'Prijavi se',
    createAccount: 'Napravi nalog',
    createAccountSubmit: 'Napravi nalog',
    haveAccount: 'Već imam nalog',
    forgotPassword: 'Zaboravili ste lozinku?',
    linkGoogle: 'Poveži Google i prijavi se',
    failed: 'Prijava nije uspela',
    wrongPassword: 'Pogrešna e-pošta ili lozinka',
    checkEmail: 'Proverite e-poštu: na ovu adresu smo poslali link za završetak. Važi 24 sata.',
  },
  sl: {
    heading: (title) => `Prijava v ${title}`,
    windowTitle: (title) => `Prijava · ${title}`,
    google: 'Prijava z Googlom',
    or: 'ali',
    name: 'Ime',
    email: 'E-pošta',
    password: 'Geslo',
    signIn: 'Prijava',
    createAccount: 'Ustvari račun',
    createAccountSubmit: 'Ustvari račun',
    haveAccount: 'Račun že imam',
    forgotPassword: 'Ste pozabili geslo?',
    linkGoogle: 'Poveži Google in se prijavi',
    failed: 'Prijava ni uspela',
    wrongPassword: 'Napačen e-naslov ali geslo',
    checkEmail: 'Preverite e-pošto: na ta naslov smo poslali povezavo za dokončanje. Velja 24 ur.',
  },
  es: {
    heading: (title) => `Iniciar sesión en ${title}`,
    windowTitle: (title) => `Iniciar sesión · ${title}`,
    google: 'Iniciar sesión con Google',
    or: 'o',
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear una cuenta',
    createAccountSubmit: 'Crear cuenta',
    haveAccount: 'Ya tengo una cuenta',
    forgotPassword: '¿Olvidaste tu contraseña?',
    linkGoogle: 'Vincular Google e iniciar sesión',
    failed: 'No se pudo iniciar sesión',
    wrongPassword: 'Correo electrónico o contraseña incorrectos',
    checkEmail: 'Revisa tu correo: enviamos un enlace a esta dirección para terminar. Vale durante 24 horas.',
  },
  fr: {
    heading: (title) => `Se connecter à ${title}`,
    windowTitle: (title) => `Connexion · ${title}`,
    google: 'Se connecter avec Google',
    or: 'ou',
    name: 'Nom',
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    createAccount: 'Créer un compte',
    createAccountSubmit: 'Créer le compte',
    haveAccount: 'J’ai déjà un compte',
    forgotPassword: 'Mot de passe oublié ?',
    linkGoogle: 'Associer Google et se connecter',
    failed: 'La connexion a échoué',
    wrongPassword: 'E-mail ou mot de passe incorrect',
    checkEmail:
      'Consultez vos e-mails : nous avons envoyé un lien à cette adresse pour terminer. Il est valable 24 heures.',
  },
  ru: {
    heading: (title) => `Вход на ${title}`,
    windowTitle: (title) => `Вход · ${title}`,
    google: 'Войти через Google',
    or: 'или',
    name: 'Имя',
    email: 'Эл. почта',
    password: 'Пароль',
    signIn: 'Войти',
    createAccount: 'Создать аккаунт',
    createAccountSubmit: 'Создать аккаунт',
    haveAccount: 'У меня уже есть аккаунт',
    forgotPassword: 'Забыли пароль?',
    linkGoogle: 'Связать с Google и войти',
    failed: 'Не удалось войти',
    wrongPassword: 'Неверная эл. почта или пароль',
    checkEmail: 'Проверьте почту: мы отправили ссылку на этот адрес, чтобы завершить. Она действует 24 часа.',
  },
}

/** The words the page's script needs, as plain strings (it receives them as JSON). */
export function scriptWordsOf(wording: PopupWording) {
  return {
    signIn: wording.signIn,
    createAccountSubmit: wording.createAccountSubmit,
    createAccount: wording.createAccount,
    haveAccount: wording.haveAccount,
    linkGoogle: wording.linkGoogle,
    failed: wording.failed,
    wrongPassword: wording.wrongPassword,
    checkEmail: wording.checkEmail,
  }
}

export type PopupScriptWords = ReturnType<typeof scriptWordsOf>
