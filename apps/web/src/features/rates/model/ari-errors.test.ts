import { describe, expect, it } from 'vitest';
import { changeErrors, fieldRoot, lineErrors } from './ari-errors.ts';

describe('ARI errors', () => {
  it('names the change (shifted by the batch offset) and its field', () => {
    expect(
      changeErrors(
        {
          'changes.3.price.amounts.0': ['El importe no puede ser negativo'],
          'changes.0': ['Indique qué quiere cambiar'],
          changes: ['Demasiados cambios en un solo guardado'],
        },
        200,
      ),
    ).toEqual([
      { change: null, field: 'changes', message: 'Demasiados cambios en un solo guardado' },
      { change: 200, field: '', message: 'Indique qué quiere cambiar' },
      { change: 203, field: 'price.amounts.0', message: 'El importe no puede ser negativo' },
    ]);
    expect(changeErrors({ detail: 'No encontrado' })).toEqual([
      { change: null, field: '', message: 'No encontrado' },
    ]);
    expect(fieldRoot('price.amounts.0')).toBe('price');
  });

  it('lists an import by line, the file errors first', () => {
    expect(
      lineErrors({
        'line.12.board': ['Régimen no reconocido'],
        'line.3.price': ['El importe no puede ser negativo', 'Otro'],
        csv: ['Faltan columnas: price'],
      }),
    ).toEqual([
      { line: null, column: '', message: 'Faltan columnas: price' },
      { line: 3, column: 'price', message: 'El importe no puede ser negativo' },
      { line: 3, column: 'price', message: 'Otro' },
      { line: 12, column: 'board', message: 'Régimen no reconocido' },
    ]);
  });
});
