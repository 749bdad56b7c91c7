import { formatMoney } from '@sorte/contracts/common/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@sorte/contracts/games/games';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { useRooms } from '../api/games-api';
import styles from './room-list.module.css';

export interface RoomListProps {
  vendor?: string;
  currencySymbol: string;
  /** Join (launch) a room. */
  onJoin: (room: Room) => void;
  /** The room being launched. */
  pendingId?: string;
  /** A launch refusal to show (for a room's game). */
  error?: { nodeId: string; message: string } | null;
}

/** PVP rooms (GLS2_roomList): each card game at four stake levels with its seats and a join button. */
export function RoomList({ vendor, currencySymbol, onJoin, pendingId, error }: RoomListProps) {
  const { t, i18n } = useTranslation('lobby');
  const [pageNo, setPageNo] = useState(1);
  const rooms = useRooms(i18n.language, vendor, pageNo);
  if (!rooms.data || rooms.data.total === 0) return null;
  return (
    <section className={styles.rooms} aria-labelledby="lobby-rooms-title" data-testid="lobby-rooms">
      <h2 id="lobby-rooms-title" className={styles.title}>
        {t('rooms.title')}
      </h2>
      {error && rooms.data.list.some((r) => r.nodeId === error.nodeId) ? (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
      <ul className={styles.list}>
        {rooms.data.list.map((room) => (
          <li key={room.roomId} className={styles.room} data-level={room.level}>
            <span className={styles.level}>{t(`rooms.levels.${room.level}` as never)}</span>
            <strong className={styles.name}>{room.gameName}</strong>
            <span className={styles.meta}>
              {t('rooms.minBet', { amount: formatMoney(room.minBet, i18n.language, currencySymbol) })}
              <span aria-hidden="true"> · </span>
              {t('rooms.seats', { count: room.seats })}
            </span>
            <span className={styles.vendor}>{room.vendorName}</span>
            <Button size="sm" onClick={() => onJoin(room)} loading={pendingId === room.roomId} className={styles.join}>
              {t('rooms.join')}
            </Button>
          </li>
        ))}
      </ul>
      <Pagination
        page={pageNo}
        pageCount={rooms.data.totalPages}
        onChange={setPageNo}
        labels={{
          nav: t('rooms.pages'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (page) => t('pagination.page', { page }),
        }}
      />
    </section>
  );
}
