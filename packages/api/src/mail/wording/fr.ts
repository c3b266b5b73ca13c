// The account mails in French (vouvoiement, typographic apostrophes and spaces before « : » as the site).
import { applicationKinds } from './applications.ts'
import type { Wording } from './types.ts'

const roles = { operator: 'marqueur', staff: 'membre du personnel' } as const

export const french: Wording = {
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  footer: (league) => `Vous recevez cet e-mail parce que cette adresse a été saisie sur le site de ${league}.`,
  kinds: {
    'verify-email': ({ name, league, link }) => ({
      subject: `Confirmez votre adresse e-mail pour ${league}`,
      paragraphs: [
        `Bonjour ${name},`,
        `Merci d’avoir créé un compte sur ${league}. Pour terminer, confirmez que cette adresse est bien la vôtre.`,
      ],
      action: { label: 'Confirmer mon adresse', link },
      notice:
        'Le lien ne fonctionne qu’une fois, pendant 24 heures. Si vous n’avez pas créé ce compte, ignorez cet e-mail.',
    }),
    'claim-account': ({ name, league, link }) => ({
      subject: `Quelqu’un a tenté d’enregistrer votre adresse sur ${league}`,
      paragraphs: [
        `Bonjour ${name},`,
        `Quelqu’un vient de tenter de créer un compte sur ${league} avec cette adresse e-mail, qui en a déjà un.`,
        'Si c’était vous, choisissez un nouveau mot de passe : cela confirme que l’adresse est la vôtre et ferme toutes les autres sessions du compte.',
      ],
      action: { label: 'Choisir mon mot de passe', link },
      notice:
        'Le lien ne fonctionne qu’une fois. Si ce n’était pas vous, ignorez cet e-mail : votre compte reste tel quel.',
    }),
    'reset-password': ({ name, league, link }) => ({
      subject: `Réinitialisez votre mot de passe sur ${league}`,
      paragraphs: [
        `Bonjour ${name},`,
        `Une réinitialisation du mot de passe de votre compte sur ${league} a été demandée. Choisissez-en un nouveau avec le bouton ci-dessous ; toutes les autres sessions du compte seront fermées.`,
      ],
      action: { label: 'Choisir un nouveau mot de passe', link },
      notice:
        'Le lien ne fonctionne qu’une fois, pendant 1 heure. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
    }),
    'password-changed': ({ name, league }) => ({
      subject: `Votre mot de passe sur ${league} a été modifié`,
      paragraphs: [
        `Bonjour ${name},`,
        `Le mot de passe de votre compte sur ${league} vient d’être modifié, et toutes les autres sessions du compte ont été fermées.`,
      ],
      notice: `Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe depuis la page de connexion de ${league}.`,
    }),
    'role-invitation': ({ league, role, link }) => ({
      subject: `Invitation à devenir ${roles[role]} sur ${league}`,
      paragraphs: [
        'Bonjour,',
        `${league} vous invite à devenir ${roles[role]} sur son site.`,
        'Acceptez l’invitation en étant connecté avec un compte qui utilise cette adresse e-mail ; si vous n’en avez pas encore, créez d’abord un compte avec cette adresse.',
      ],
      action: { label: 'Accepter l’invitation', link },
      notice:
        'Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne change tant qu’elle n’est pas acceptée.',
    }),
    ...applicationKinds('fr'),
  },
}
