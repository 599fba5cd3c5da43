import { Avatar, type AvatarProps } from 'antd';
import { useFileUrl } from '../../../components/upload/upload.queries';

interface PersonPhotoProps extends Omit<AvatarProps, 'src' | 'alt'> {
  name: string;
  photoUrl: string | null | undefined;
}

/** A person's photo, or the first character of their name until there is one. */
export function PersonPhoto({ name, photoUrl, ...props }: PersonPhotoProps) {
  const src = useFileUrl(photoUrl);
  return (
    <Avatar {...props} src={src} alt={src ? `${name}的照片` : undefined}>
      {name.charAt(0)}
    </Avatar>
  );
}
