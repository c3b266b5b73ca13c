// The account mails in Spanish (tuteo, as the site speaks to its readers).
import { applicationKinds } from './applications.ts'
import type { Wording } from './types.ts'

const roles = { operator: 'anotador', staff: 'miembro del personal' } as const

export const spanish: Wording = {
  linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  footer: (league) => `Recibes este correo porque esta dirección se introdujo en el sitio web de ${league}.`,
  kinds: {
    'verify-email': ({ name, league, link }) => ({
      subject: `Confirma tu dirección de correo en ${league}`,
      paragraphs: [
        `Hola, ${name}:`,
        `Gracias por crear una cuenta en ${league}. Para terminar, confirma que esta dirección es tuya.`,
      ],
      action: { label: 'Confirmar mi dirección', link },
      notice: 'El enlace funciona una sola vez, durante 24 horas. Si no creaste esta cuenta, ignora este correo.',
    }),
    'claim-account': ({ name, league, link }) => ({
      subject: `Alguien intentó registrar tu dirección en ${league}`,
      paragraphs: [
        `Hola, ${name}:`,
        `Alguien acaba de intentar crear una cuenta en ${league} con esta dirección de correo, que ya tiene una.`,
        'Si fuiste tú, elige una nueva contraseña: así confirmas que la dirección es tuya y se cierran todas las demás sesiones de la cuenta.',
      ],
      action: { label: 'Elegir mi contraseña', link },
      notice: 'El enlace funciona una sola vez. Si no fuiste tú, ignora este correo: tu cuenta queda como está.',
    }),
    'reset-password': ({ name, league, link }) => ({
      subject: `Restablece tu contraseña en ${league}`,
      paragraphs: [
        `Hola, ${name}:`,
        `Se pidió restablecer la contraseña de tu cuenta en ${league}. Elige una nueva con el botón de abajo; se cerrarán todas las demás sesiones de la cuenta.`,
      ],
      action: { label: 'Elegir una nueva contraseña', link },
      notice:
        'El enlace funciona una sola vez, durante 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    }),
    'password-changed': ({ name, league }) => ({
      subject: `Tu contraseña en ${league} ha cambiado`,
      paragraphs: [
        `Hola, ${name}:`,
        `La contraseña de tu cuenta en ${league} acaba de cambiar y se cerraron todas las demás sesiones de la cuenta.`,
      ],
      notice: `Si no fuiste tú, restablece tu contraseña de inmediato desde la página de inicio de sesión de ${league}.`,
    }),
    'role-invitation': ({ league, role, link }) => ({
      subject: `Te invitan a ser ${roles[role]} en ${league}`,
      paragraphs: [
        'Hola:',
        `${league} te invita a ser ${roles[role]} en su sitio web.`,
        'Acepta la invitación con la sesión iniciada en una cuenta que use esta dirección de correo; si aún no tienes una, crea primero una cuenta con esta dirección.',
      ],
      action: { label: 'Aceptar la invitación', link },
      notice: 'Si no esperabas esta invitación, ignora este correo: nada cambia hasta que la aceptes.',
    }),
    ...applicationKinds('es'),
  },
}
