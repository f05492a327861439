import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { personalDataMaskingHooks } from '@receptionist/identity-application';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { formatGraphqlErrors } from '../errors/graphql-error-formatter';
import { GRAPHQL_LIMITS, refuseDocumentsOverLimits } from './graphql-limits';

/**
 * Code-first GraphQL at POST /graphql: the schema is generated in memory from the resolvers the context modules
 * provide. No GraphQL subscriptions: Socket.IO is the live channel. Documents over the token, depth, alias or cost
 * limits are refused before execution; production has neither introspection nor GraphiQL.
 */
@Module({
  imports: [
    GraphQLModule.forRootAsync<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        autoSchemaFile: true,
        sortSchema: true,
        path: '/graphql',
        graphiql: config.nodeEnv === 'development',
        ide: false,
        graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
        // A document asked a second time runs compiled by graphql-jit (mercurius keeps it in its LRU with the validated
        // document; the limits above and graphql's validation ran on its first use, guards run inside the resolvers).
        jit: 1,
        // Analysts without analyst:pii get personal data masked in every answer (libs/identity access rules).
        hooks: { preValidation: refuseDocumentsOverLimits(config.nodeEnv === 'production'), ...personalDataMaskingHooks },
        errorFormatter: formatGraphqlErrors,
      }),
    }),
  ],
})
export class GraphqlApiModule {}
