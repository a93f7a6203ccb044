import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { detailCardsAtomFamily, profileCardsAtomFamily, simpleCardsAtomFamily } from './atoms';
import { SearchGrid, type SearchGridKind } from './components/SearchGrid';
import { DetailUserCard, ProfileUserCard, SimpleUserCard } from './components/UserCards';
import { userNs } from './i18n';
import type { DetailCard, ProfileCard, SimpleCard } from './types';

const useDetailCards = (key: string) => useRemote(detailCardsAtomFamily(key));
const useSimpleCards = (key: string) => useRemote(simpleCardsAtomFamily(key));
const useProfileCards = (key: string) => useRemote(profileCardsAtomFamily(key));

const common = { search: 'cards.search', empty: 'cards.empty', emptyText: 'cards.emptyText' } as const;

const detail: SearchGridKind<DetailCard> = {
  ...common,
  read: useDetailCards,
  card: (user) => <DetailUserCard key={user.id} user={user} />,
  min: '18rem',
  skeletonHeight: 300,
};

const simple: SearchGridKind<SimpleCard> = {
  ...common,
  read: useSimpleCards,
  card: (user) => <SimpleUserCard key={user.id} user={user} />,
  min: '15rem',
  skeletonHeight: 230,
};

const profile: SearchGridKind<ProfileCard> = {
  ...common,
  read: useProfileCards,
  card: (user) => <ProfileUserCard key={user.id} user={user} />,
  min: '15rem',
  skeletonHeight: 300,
};

/** `/user/card/card1`: detail cards (about, email, phone, place) with a search that asks the server. */
export function UserCard1Screen() {
  const { t } = useT(userNs);
  return <SearchGrid kind={detail} title={t('cards.detail')} />;
}

/** `/user/card/card2`: simple cards (picture, name, status) with the search. */
export function UserCard2Screen() {
  const { t } = useT(userNs);
  return <SearchGrid kind={simple} title={t('cards.simple')} />;
}

/** `/user/card/card3`: profile cards (cover, picture, name, role, status) with the search. */
export function UserCard3Screen() {
  const { t } = useT(userNs);
  return <SearchGrid kind={profile} title={t('cards.profile')} />;
}
