// The class-dynamic module's door: a child's album, for 幼儿发展.
export { ChildAlbum } from './components/ChildAlbum';
