import { Avatar, type AvatarProps } from '@mantine/core';
import { API_BASE } from '../../lib/api-base.ts';

/** Up to two initials of a name ("Lucía Fernández" → "LF"): the avatar of a user without a photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface Props extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  name: string;
  /** The stored avatar's path (`user.avatar`), or null for the initials. */
  avatar: string | null;
  /** The image's text; empty when the name is written beside it. */
  alt: string;
}

/** A user's photo, or their initials on a coloured disc while they have none. */
export function UserAvatar({ name, avatar, alt, ...props }: Props) {
  return (
    <Avatar src={avatar ? `${API_BASE}${avatar}` : null} alt={alt} color="blue" {...props}>
      {initials(name)}
    </Avatar>
  );
}
