// Swizzled (wrap): loads with the rest of an API page's code (see src/theme/ApiItem).
export {StatusCodes as default} from '@site/src/components/ApiPage/parts';
