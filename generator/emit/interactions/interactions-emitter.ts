import { StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import type { InteractionCatalogModel } from '../../model/protocol-model.ts';
import { validatorName } from '../../schema/naming.ts';
import type { Emitter, EmittedFile, ModuleExports } from '../emitter.ts';
import { Code, printModule, propertyName, writeLiteral } from '../typescript-printer.ts';

const camel = (pascal: string) => pascal[0]!.toLowerCase() + pascal.slice(1);
const constant = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * src/interactions/<catalog>.ts per interaction catalog: the kit's protocol over the catalog, built
 * at load time by the same core the toolchain compiles it with, validating through the precompiled
 * standalone validators (no Ajv, no eval); the command types; the manifest; and a typed bind whose
 * handler table must name every command.
 */
export const interactionsEmitter: Emitter = {
  name: 'interactions',
  dependencies: ['types', 'validators', 'runtime'],
  async emit({ model }) {
    const files: EmittedFile[] = [];
    const exports: ModuleExports[] = [];
    for (const catalog of model.interactions) {
      const module = `./interactions/${catalog.name}.js`;
      files.push({ path: `src/interactions/${catalog.name}.ts`, content: await printModule(statements(catalog), 'written') });
      const name = camel(catalog.typeName);
      exports.push({
        module,
        values: [name, `${constant(catalog.typeName)}_MANIFEST`, `bind${catalog.typeName}`].sort(),
        types: [`${catalog.typeName}CommandMap`, `${catalog.typeName}CommandId`, `${catalog.typeName}Command`].sort(),
      });
    }
    return { files, exports };
  },
};

function statements(catalog: InteractionCatalogModel): StatementStructures[] {
  const prefix = catalog.typeName;
  const name = camel(prefix);
  const mapType = `${prefix}CommandMap`;
  const idType = `${prefix}CommandId`;
  return [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: '../runtime/interaction/index.js',
      namedImports: [
        'ajvStyleValidator',
        'bind',
        { name: 'BoundInteraction', isTypeOnly: true },
        'InteractionProtocol',
        { name: 'InteractionProtocolDefinition', isTypeOnly: true },
        { name: 'ManifestRow', isTypeOnly: true },
      ],
    },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: '../types.js', isTypeOnly: true, namedImports: catalog.commands.map((command) => command.typeName).sort() },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: '../validators.js', namespaceImport: 'standalone' },
    {
      kind: StructureKind.Interface,
      name: mapType,
      isExported: true,
      docs: [`Each command of the ${catalog.name} catalog, by id, as input carries it.`],
      properties: catalog.commands.map((command) => ({ name: propertyName(command.id), type: command.typeName })),
    },
    { kind: StructureKind.TypeAlias, name: idType, isExported: true, type: `keyof ${mapType}` },
    { kind: StructureKind.TypeAlias, name: `${prefix}Command`, isExported: true, type: `${mapType}[${idType}]` },
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['The catalog as the spec declares it (field schemas written out in full), compiled once below.'],
      declarations: [{ name: 'DEFINITION', type: 'InteractionProtocolDefinition', initializer: (writer) => writeLiteral(writer, catalog.definition) }],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [`The ${catalog.name} interaction catalog: \`parse\`, \`receive\`, \`commands\` (\`require\`, \`manifest\`), \`modelJsonSchema\`, \`inputJsonSchema\`.`],
      declarations: [
        {
          name,
          // Every export is typed, so the module's declarations need nothing but its text (isolatedDeclarations).
          type: `InteractionProtocol<${prefix}Command, ${prefix}Command, [], ${idType}>`,
          initializer: (writer) => {
            writer.write(`new InteractionProtocol<${prefix}Command, ${prefix}Command, [], ${idType}>(DEFINITION as InteractionProtocolDefinition<${prefix}Command, ${prefix}Command, [], ${idType}>, `);
            writeLiteral(
              writer,
              Object.fromEntries(catalog.commands.map((command) => [command.id, new Code(`ajvStyleValidator(standalone.${validatorName(command.typeName)})`)])),
            );
            writer.write(')');
          },
        },
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['One row per command: id, category, description, terminal, modes.'],
      declarations: [{ name: `${constant(prefix)}_MANIFEST`, type: 'readonly ManifestRow[]', initializer: `${name}.commands.manifest()` }],
    },
    {
      kind: StructureKind.Function,
      name: `bind${prefix}`,
      isExported: true,
      docs: ['Binds a handler to every command of the catalog (a missing one is a type error, and an error at run time); `dispatch` parses, then calls the selected handler.'],
      typeParameters: ['Context', 'Output'],
      parameters: [{ name: 'handlers', type: `{ readonly [K in ${idType}]: (value: ${mapType}[K], context: Context) => Output }` }],
      returnType: `BoundInteraction<${prefix}Command, [], Context, Output>`,
      statements: [`return bind(${name}, handlers as { readonly [K in ${idType}]: (value: ${prefix}Command, context: Context) => Output });`],
    },
  ];
}
