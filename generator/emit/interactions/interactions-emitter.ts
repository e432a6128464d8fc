import type { InteractionCatalogModel } from '../../model/protocol-model.ts';
import { validatorName } from '../../schema/naming.ts';
import type { EmittedFile } from '../../host/emitted-file.ts';
import type { Emitter, ModuleExports } from '../emitter.ts';
import {
  constant,
  exportedFunction,
  exportedInterface,
  importFrom,
  moduleFiles,
  typeAlias,
  type ModuleStatement,
} from '../module-text.ts';
import { Code, propertyName, writeLiteral } from '../typescript-printer.ts';

const camel = (pascal: string) => pascal[0]!.toLowerCase() + pascal.slice(1);
const screamingSnake = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * src/interactions/<catalog>.js and its declarations, per interaction catalog: the kit's protocol over the catalog, built
 * at load time by the same core the toolchain compiles it with, validating through the precompiled
 * standalone validators (no Ajv, no eval); the command types; the manifest; and a typed bind whose
 * handler table must name every command.
 */
export const interactionsEmitter: Emitter = {
  name: 'interactions',
  dependencies: ['validators', 'runtime'],
  emit({ model }) {
    const files: EmittedFile[] = [];
    const exports: ModuleExports[] = [];
    for (const catalog of model.interactions) {
      const module = `./interactions/${catalog.name}.js`;
      files.push(...moduleFiles(`interactions/${catalog.name}`, statements(catalog)));
      const name = camel(catalog.typeName);
      exports.push({
        module,
        values: [name, `${screamingSnake(catalog.typeName)}_MANIFEST`, `bind${catalog.typeName}`].sort(),
        types: [`${catalog.typeName}CommandMap`, `${catalog.typeName}CommandId`, `${catalog.typeName}Command`].sort(),
      });
    }
    return { files, exports };
  },
};

function statements(catalog: InteractionCatalogModel): ModuleStatement[] {
  const prefix = catalog.typeName;
  const name = camel(prefix);
  const mapType = `${prefix}CommandMap`;
  const idType = `${prefix}CommandId`;
  // The command map as the protocol's per-id results: receive narrows `result` by `id`, and bind types each handler.
  const protocolType = `InteractionProtocol<${prefix}Command, ${prefix}Command, [], ${idType}, ${mapType}>`;
  return [
    importFrom('../runtime/interaction/index.js', {
      values: ['InteractionProtocol', 'ajvStyleValidator', 'bind'],
      types: ['BoundInteraction', 'InteractionProtocol', 'ManifestRow'],
    }),
    importFrom('../types.js', { types: catalog.commands.map((command) => command.typeName) }),
    importFrom('../validators.js', { namespace: 'standalone' }),
    exportedInterface(
      mapType,
      catalog.commands.map((command) => ({ member: propertyName(command.id), type: command.typeName })),
      `Each command of the ${catalog.name} catalog, by id, as parse returns it (and a handler receives it).`,
    ),
    typeAlias(idType, `keyof ${mapType}`),
    typeAlias(`${prefix}Command`, `${mapType}[${idType}]`),
    constant({
      name: 'DEFINITION',
      doc: 'The catalog as the spec declares it (field schemas written out in full), compiled once below.',
      type: 'unknown',
      value: (writer) => writeLiteral(writer, catalog.definition),
      local: true,
    }),
    constant({
      name,
      doc: `The ${catalog.name} interaction catalog: \`parse\`, \`receive\` (its \`result\` typed by its \`id\`), \`commands\` (\`require\`, \`manifest\`), \`modelJsonSchema\`, \`inputJsonSchema\`.`,
      type: protocolType,
      value: (writer) => {
        writer.write('new InteractionProtocol(DEFINITION, ');
        writeLiteral(
          writer,
          Object.fromEntries(
            catalog.commands.map((command) => [
              command.id,
              new Code(`ajvStyleValidator(standalone.${validatorName(command.typeName)})`),
            ]),
          ),
        );
        writer.write(')');
      },
    }),
    constant({
      name: `${screamingSnake(prefix)}_MANIFEST`,
      doc: 'One row per command: id, category, description, terminal, modes.',
      type: 'readonly ManifestRow[]',
      value: `${name}.commands.manifest()`,
    }),
    exportedFunction({
      name: `bind${prefix}`,
      doc: 'Binds a handler to every command of the catalog (a missing one is a type error, and an error at run time); `dispatch` parses, then calls the selected handler.',
      typeParameters: ['Context', 'Output'],
      parameters: [['handlers', `{ readonly [K in ${idType}]: (value: ${mapType}[K], context: Context) => Output }`]],
      returnType: `BoundInteraction<${prefix}Command, [], Context, Output>`,
      body: `return bind(${name}, handlers);`,
    }),
  ];
}
