import { Link } from 'react-router';
import { formatAmount } from '../lib/money';
import { ItemImage } from './ItemImage';
import { UserName } from './UserName';
import { weaponOf } from './weapon-art';

/**
 * The parts a row of bets repeats in every game (crash and jackpot bets, wheel colour panels,
 * jackpot winners): the player and the staked skins. The look is the list's own, so each part
 * takes its class names from the caller: the list's CSS module, or any map with the classes named.
 */
interface BetUser {
  id: number;
  username: string;
  avatar: string;
  is_demo: boolean;
}

interface BetItem {
  id: number;
  name: string;
  image: string;
  price: number;
  rarity_color: string;
}

/** The player: avatar and name (blurred in streamer mode, with the demo badge), to their profile. */
export function BetPlayer(props: {
  user: BetUser;
  avatarSize: number;
  classNames: { player?: string; avatar?: string; name?: string };
}) {
  const { user, avatarSize: size, classNames } = props;
  return (
    <Link to={`/user/${user.id}`} className={classNames.player}>
      <img className={classNames.avatar} src={user.avatar} alt="" width={size} height={size} loading="lazy" />
      <UserName name={user.username} demo={user.is_demo} className={classNames.name} />
    </Link>
  );
}

/** One skin: its picture framed in its rarity colour, its name and price in the tooltip. */
export function BetItemThumb({ item, className }: { item: BetItem; className: string | undefined }) {
  return (
    <span
      className={className}
      title={`${item.name} — ${formatAmount(item.price)}`}
      style={{ borderColor: item.rarity_color }}
    >
      <ItemImage src={item.image} name={item.name} weapon={weaponOf(item.name)} rarityColor={item.rarity_color} />
    </span>
  );
}

/** The bet's skins: the thumbnails that fit, then "+N" for the rest. */
export function BetItemThumbs(props: {
  shown: readonly BetItem[];
  more: number;
  classNames: { items?: string; thumb?: string; more?: string };
}) {
  const { shown, more, classNames } = props;
  return (
    <span className={classNames.items}>
      {shown.map((item, index) => (
        <BetItemThumb key={`${item.id}-${index}`} item={item} className={classNames.thumb} />
      ))}
      {more > 0 && <span className={classNames.more}>+{more}</span>}
    </span>
  );
}
