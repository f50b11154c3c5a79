import { defineWidget } from '../../renderer/public';
import { ProductCard } from './ProductCard';

export const ProductCardWidget = defineWidget('ProductCard', ProductCard);
