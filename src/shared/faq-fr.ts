import { LISTING_RESTORE_DAYS } from './catalog.ts';
import type { FaqGroup } from './faq-types.ts';
import { SITE_NAME } from './site.ts';

/**
 * The FAQ in Canadian French, group for group and question for question as the English one
 * (src/shared/faq.ts; tests/unit/i18n.test.ts checks that they match). Prose this long lives here
 * rather than in the message catalogues: only the static FAQ and home pages read it.
 */
export const FAQ_GROUPS_FR: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Pour commencer',
    items: [
      {
        question: `Comment fonctionne ${SITE_NAME}\u202f?`,
        answer: `${SITE_NAME} est un répertoire d’entrepôts, de centres de distribution, de centres de traitement des commandes et de fournisseurs de services logistiques (3PL) partout au Canada et aux États-Unis. Cherchez par ville, type d’entreposage, services, distance et durée, comparez les annonces côte à côte et envoyez une demande de soumission directement à l’exploitant. Nous sommes un répertoire et une plateforme de génération de prospects\u00a0: nous n’exploitons pas d’entrepôts, ne gardons pas de stocks et ne signons pas nous-mêmes de contrats d’entreposage.`,
      },
      {
        question: 'La recherche d’un espace d’entreposage est-elle gratuite\u202f?',
        answer:
          'Oui. Chercher, comparer des annonces, répondre au questionnaire et demander des soumissions sont gratuits pour les entreprises qui cherchent de l’espace, et vous n’avez pas besoin de compte pour le faire. Il n’y a ni courtier ni intermédiaire, et aucune commission ne s’ajoute au prix proposé par l’exploitant.',
      },
      {
        question: 'Combien coûte un espace d’entreposage\u202f?',
        answer:
          'Les prix dépendent du marché, du bâtiment et des services requis\u00a0: demandez toujours une soumission aux exploitants. À titre indicatif, l’entreposage sec coûte habituellement de 8 à 15\u00a0$ le pied carré par année dans les grands marchés, de 6 à 12\u00a0$ le pied carré par année dans les autres marchés, et l’entreposage frigorifique de 12 à 25\u00a0$ le pied carré par année. La tarification à la palette, les frais de manutention et les services de traitement des commandes sont proposés séparément par chaque exploitant.',
      },
      {
        question: 'Quelle est la différence entre l’entreposage à court terme et à long terme\u202f?',
        answer:
          'L’entreposage à court terme désigne un engagement de moins de 12 mois, idéal pour des stocks saisonniers, des surplus ou un déménagement entre deux installations. L’entreposage à long terme désigne 12 mois ou plus et donne habituellement droit à un meilleur tarif. Bien des annonces offrent les deux\u00a0; utilisez le filtre Durée d’entreposage pour ne voir que les exploitants qui conviennent à votre échéancier.',
      },
      {
        question: 'Comment inscrire mon entrepôt\u202f?',
        answer:
          'Créez un compte gratuit, choisissez Annoncer votre entrepôt et remplissez les renseignements sur votre installation\u00a0: adresse, superficie, types d’entreposage, services, coordonnées, description et jusqu’à 10 photos. Les inscriptions sont actuellement offertes en accès anticipé limité\u00a0: une nouvelle annonce rejoint notre liste d’attente et nous vous joignons pour confirmer les renseignements avant sa mise en ligne.',
      },
    ],
  },
  {
    id: 'quotes',
    title: 'Demandes de soumission',
    items: [
      {
        question: 'Comment demander une soumission\u202f?',
        answer:
          'Ouvrez un entrepôt depuis les résultats de recherche et remplissez le formulaire Demander une soumission\u00a0: l’espace requis (en pieds carrés ou en positions de palettes), la date de début, la durée d’entreposage, les services voulus et un court message. Vous recevez un courriel de confirmation, et la demande est transmise à notre équipe et, si l’exploitant l’a demandé, directement à l’entrepôt.',
      },
      {
        question: 'Qui voit les renseignements que j’envoie\u202f?',
        answer: `Vos demandes de soumission et de renseignements peuvent être transmises aux entrepôts inscrits qu’elles concernent afin que les exploitants puissent vous répondre. ${SITE_NAME} ne vend pas vos renseignements. La Politique de confidentialité explique ce que nous recueillons, pourquoi, et comment nous demander de le supprimer.`,
      },
      {
        question: 'En combien de temps un entrepôt répond-il\u202f?',
        answer:
          'La plupart des exploitants répondent d’ici un à deux jours ouvrables, directement par courriel ou par téléphone. Si vous n’avez pas de nouvelles après trois jours ouvrables, joignez-nous et nous ferons un suivi.',
      },
      {
        question: 'Pourquoi le numéro civique ou le numéro de téléphone d’une annonce est-il masqué\u202f?',
        answer:
          'Les exploitants choisissent de publier ou non leur adresse complète et leurs coordonnées. S’ils ne le font pas, l’annonce n’indique que la rue et la ville, et le formulaire Demander une soumission permet de les joindre\u00a0: votre demande est transmise à l’exploitant.',
      },
      {
        question: 'Que signifie «\u00a0Propriétaire vérifié\u00a0»\u202f?',
        answer:
          'Cela signifie que notre équipe a vérifié l’entreprise derrière l’annonce\u00a0: un courriel venant d’une adresse au domaine de son site Web, un appel téléphonique à l’entreprise, ou des documents comme une immatriculation d’entreprise ou un bail. Un administrateur consigne qui a vérifié, comment et quand, et retire le badge si la vérification ne tient plus. Un compte qui a seulement confirmé son adresse courriel n’obtient pas le badge.',
      },
      {
        question: 'Pourquoi une annonce montre-t-elle une zone plutôt qu’une épingle sur la carte\u202f?',
        answer:
          'Une annonce qui masque son numéro civique, ou dont l’exploitant n’a pas encore placé l’épingle sur le bâtiment, montre la zone où elle se trouve plutôt qu’un point exact, sans coordonnées ni itinéraire. Les distances des résultats de recherche sont mesurées depuis cette même zone\u00a0: elles ne révèlent jamais le bâtiment.',
      },
    ],
  },
  {
    id: 'storage',
    title: 'Types d’entreposage et services',
    items: [
      {
        question: 'De quel type d’entreposage ai-je besoin\u202f?',
        answer:
          'L’entreposage sec convient à la plupart des marchandises emballées\u00a0; un espace à température contrôlée maintient la température et l’humidité stables pour l’électronique, les produits pharmaceutiques et les articles fragiles\u00a0; l’entreposage frigorifique offre un espace réfrigéré ou congelé pour les aliments\u00a0; l’entrepôt sous douane garde les marchandises importées avant le paiement des droits\u00a0; l’entreposage en vrac, extérieur ou en cour et celui de matières dangereuses couvrent les matériaux en vrac, les véhicules et conteneurs, et les marchandises réglementées. En cas de doute, répondez au questionnaire de la page d’accueil pour obtenir une recommandation.',
      },
      {
        question: 'Qu’est-ce qu’un 3PL ou un centre de traitement des commandes\u202f?',
        answer:
          'Un fournisseur de services logistiques tiers (3PL) entrepose vos stocks et s’occupe du travail qui les entoure\u00a0: réception, préparation de commandes, assemblage de trousses, étiquetage, expédition des commandes et traitement des retours. Filtrez par services comme Traitement des commandes, Préparation de commandes ou Intégration au commerce électronique pour trouver des exploitants qui font plus que louer de l’espace.',
      },
      {
        question: 'Puis-je entreposer des matières dangereuses\u202f?',
        answer:
          'Seulement dans des installations autorisées à les recevoir. Filtrez par Matières dangereuses et décrivez dans votre demande de soumission les classes de produits, les quantités et les fiches de données de sécurité afin que l’exploitant confirme qu’il peut les accepter.',
      },
      {
        question: 'Comment la distance est-elle mesurée dans les résultats\u202f?',
        answer:
          'La distance est mesurée à vol d’oiseau, en kilomètres, du centre du lieu recherché jusqu’à l’entrepôt. Utilisez le filtre de distance (10 à 50\u00a0km) pour élargir ou réduire la zone\u00a0; si rien ne se trouve dans le rayon, les résultats montrent les entrepôts les plus proches au-delà.',
      },
    ],
  },
  {
    id: 'owners',
    title: 'Pour les propriétaires d’entrepôts',
    items: [
      {
        question: 'Combien coûte l’inscription d’un entrepôt\u202f?',
        answer:
          'L’inscription est gratuite pendant une période d’essai initiale. Après l’essai, des frais d’inscription s’appliquent et les annonces payantes sont facturées au mois\u00a0: vous pouvez arrêter en tout temps. Les propriétaires qui se joignent à nous pendant l’accès anticipé se voient offrir un tarif de partenaire de la première heure lorsque nous confirmons leur annonce.',
      },
      {
        question: 'Que se passe-t-il après l’envoi de mon annonce\u202f?',
        answer:
          'Votre annonce rejoint notre liste d’attente d’accès anticipé et vous recevez un courriel confirmant sa réception. Notre équipe examine les renseignements, vous joint pour les confirmer et vous présenter le tarif de partenaire de la première heure, puis publie l’annonce. Vous pouvez suivre son statut dans Mes entrepôts.',
      },
      {
        question: 'Puis-je modifier ou suspendre mon annonce\u202f?',
        answer: `Oui. Dans Mes entrepôts, vous pouvez modifier une annonce, la suspendre lorsque vous n’avez plus d’espace, la réactiver plus tard ou la supprimer (joignez-nous dans les ${LISTING_RESTORE_DAYS}\u00a0jours si vous changez d’avis\u00a0: nous pouvons la restaurer). Vous voyez aussi combien de personnes l’ont consultée, cliquée, enregistrée et ont demandé une soumission au cours des 30 derniers jours.`,
      },
      {
        question: 'Mon entrepôt est déjà inscrit. Comment le gérer\u202f?',
        answer:
          'Certaines installations sont inscrites par notre équipe à partir de renseignements publics. Joignez-nous en indiquant le nom de l’installation et une preuve que vous l’exploitez, et nous vous enverrons un lien de réclamation qui transfère l’annonce à votre compte.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Votre compte',
    items: [
      {
        question: 'Ai-je besoin d’un compte\u202f?',
        answer:
          'Aucun compte n’est nécessaire pour chercher, comparer des annonces, demander des soumissions ou nous joindre. Un compte vous permet d’enregistrer des entrepôts dans vos favoris et d’inscrire et de gérer vos propres installations.',
      },
      {
        question: 'Je n’ai pas reçu mon courriel de confirmation. Que faire\u202f?',
        answer:
          'Vérifiez d’abord votre dossier de courrier indésirable ou de promotions. S’il n’y est pas, essayez de vous connecter et choisissez Renvoyer pour obtenir un nouveau lien\u00a0; les liens de confirmation expirent après 24 heures.',
      },
    ],
  },
];
