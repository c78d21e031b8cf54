import type { LocaleContent } from './content-types';

/** Conteúdo público do portal em português (idioma padrão). */
export const CONTENT_PT: LocaleContent = {
  pages: [
    {
      slug: 'inicio',
      title: 'Portal AGA',
      summary: 'Informações do DECEA sobre a proteção do espaço aéreo no entorno de aeródromos: planos de zona de proteção, termos de ajustamento de conduta (TAC), pré-análise de objetos projetados no espaço aéreo e processos de aeródromos.',
      sections: [
        {
          heading: 'O que você encontra aqui',
          paragraphs: ['Este portal reúne, em um só lugar, as informações públicas da área de aeródromos (AGA) do Departamento de Controle do Espaço Aéreo (DECEA).'],
          list: [
            'Consulta aos planos de zona de proteção de aeródromos, helipontos, auxílios à navegação aérea e rotas especiais.',
            'Consulta aos termos de ajustamento de conduta (TAC) firmados com aeródromos.',
            'Pré-análise de objetos projetados no espaço aéreo e consulta de uma pré-análise pelo número de protocolo.',
            'Explicações sobre os processos de aeródromo e sobre o sistema SYSAGA, onde os processos são protocolados.',
            'Documentos auxiliares, legislação aplicável, dúvidas frequentes e um canal de atendimento.',
          ],
        },
      ],
    },
    {
      slug: 'opea',
      title: 'OPEA: objetos projetados no espaço aéreo',
      summary: 'Quando uma construção, torre ou outro objeto precisa ser analisado pelo DECEA e como iniciar o pedido.',
      sections: [
        {
          heading: 'O que é um OPEA',
          paragraphs: [
            'Objeto projetado no espaço aéreo (OPEA) é qualquer objeto, fixo ou temporário, que se eleva no entorno de aeródromos, helipontos ou auxílios à navegação aérea: edificações, torres e antenas, linhas de transmissão, aerogeradores, guindastes, chaminés, entre outros.',
            'Esses objetos podem afetar a segurança ou a regularidade das operações aéreas. Por isso, a sua implantação dentro das zonas de proteção depende da análise da área AGA do DECEA, conforme a ICA 11-408.',
          ],
        },
        {
          heading: 'Comece pela pré-análise',
          paragraphs: [
            'Desde 10/01/2018, a pré-análise é a etapa inicial dos processos no SYSAGA. Informe as coordenadas geográficas do objeto, a altitude da base e a altura do objeto.',
            'O resultado é um documento declarando que a análise do DECEA não é necessária ou um aviso de que é preciso abrir um processo de OPEA.',
          ],
        },
        {
          heading: 'Quando é preciso abrir um processo',
          paragraphs: ['O processo é protocolado no SYSAGA pelo interessado ou por quem o representa. Tenha em mãos, entre outros:'],
          list: [
            'o número de protocolo da pré-análise;',
            'as coordenadas geográficas de cada ponto relevante do objeto, com o sistema de referência utilizado;',
            'a altitude da base e a altura total do objeto, incluindo antenas, para-raios e outros elementos no topo;',
            'a documentação técnica e os documentos de identificação pedidos pelo sistema.',
          ],
        },
      ],
    },
    {
      slug: 'aerodromo',
      title: 'Processos de aeródromo',
      summary: 'Inscrição, alteração de cadastro, exploração de aeródromos civis públicos e plano diretor aeroportuário.',
      sections: [
        {
          heading: 'Quais são os processos',
          paragraphs: [
            'Além de analisar objetos projetados no espaço aéreo, a área AGA do DECEA conduz os processos dos próprios aeródromos e helipontos. Todos são protocolados e acompanhados no SYSAGA.',
          ],
          list: [
            'Inscrição: para que o aeródromo passe a constar do cadastro, com o seu plano de zona de proteção.',
            'Alteração de cadastro: quando as características de um aeródromo já inscrito mudam.',
            'Exploração de aeródromos civis públicos: avaliação da viabilidade do aeródromo no local pretendido.',
            'Plano diretor aeroportuário: análise da expansão planejada de um aeroporto.',
          ],
        },
        {
          heading: 'Prazos de validade',
          paragraphs: [
            'O resultado de uma pré-análise é válido por cinco anos para o processo de exploração do aeródromo. A decisão favorável de exploração é válida por cinco anos para a apresentação do processo de inscrição ou de alteração.',
          ],
        },
      ],
    },
    {
      slug: 'alteracao',
      title: 'Alteração de cadastro de aeródromo',
      summary: 'Como informar mudanças nas características de um aeródromo já inscrito.',
      sections: [
        {
          heading: 'Quando se aplica',
          paragraphs: [
            'A alteração de cadastro é usada quando um aeródromo já inscrito passa por mudanças nas características que constam do seu cadastro, como as dimensões ou a posição da pista, a infraestrutura ou as condições de operação.',
          ],
        },
        {
          heading: 'Quem solicita e o que preparar',
          paragraphs: ['O pedido é feito no SYSAGA pelo responsável pelo aeródromo ou por quem o representa. Reúna antes:'],
          list: [
            'os dados atuais do cadastro e a descrição de cada mudança pretendida;',
            'as coordenadas e as elevações atualizadas dos elementos alterados;',
            'a decisão favorável de exploração, quando se tratar de aeródromo civil público.',
          ],
        },
        {
          heading: 'Validade',
          paragraphs: ['A decisão favorável de exploração de aeródromo civil público vale por cinco anos para a apresentação do processo de alteração.'],
        },
      ],
    },
    {
      slug: 'exploracao',
      title: 'Exploração de aeródromos civis públicos',
      summary: 'A avaliação que antecede a inscrição ou a alteração de um aeródromo civil público.',
      sections: [
        {
          heading: 'O que é avaliado',
          paragraphs: [
            'O processo de exploração avalia se um aeródromo civil público pode ser explorado no local pretendido, considerando o espaço aéreo, os procedimentos de navegação aérea e os demais aeródromos da região.',
          ],
        },
        {
          heading: 'Prazos de validade',
          paragraphs: [
            'O resultado de uma pré-análise é válido por cinco anos para o processo de exploração do aeródromo.',
            'A decisão favorável de exploração é válida por cinco anos para que o interessado apresente o processo de inscrição ou de alteração do aeródromo. Depois desse prazo, é preciso um novo processo de exploração.',
          ],
        },
        {
          heading: 'Como solicitar',
          paragraphs: ['O interessado protocola o processo no SYSAGA, informando a localização, as características previstas do aeródromo e o número da pré-análise, e acompanha as exigências pelo próprio sistema.'],
        },
      ],
    },
    {
      slug: 'plano-diretor',
      title: 'Plano diretor aeroportuário',
      summary: 'A análise da expansão planejada de um aeroporto pela área AGA do DECEA.',
      sections: [
        {
          heading: 'O que é',
          paragraphs: [
            'O plano diretor aeroportuário descreve o desenvolvimento planejado de um aeroporto ao longo do tempo, como novas pistas, pátios, terminais e demais instalações.',
            'Como essa expansão pode afetar as zonas de proteção e o uso do espaço aéreo, o plano é submetido à análise da área AGA do DECEA.',
          ],
        },
        {
          heading: 'Como solicitar',
          paragraphs: ['O operador do aeroporto protocola o processo no SYSAGA com as plantas e a descrição das fases previstas, e acompanha ali as exigências e o resultado da análise.'],
        },
      ],
    },
    {
      slug: 'inscricao',
      title: 'Inscrição de aeródromo',
      summary: 'O processo que inclui um aeródromo no cadastro e o caminho de regularização dos planos não submetidos.',
      sections: [
        {
          heading: 'O que é',
          paragraphs: ['A inscrição é o processo pelo qual um aeródromo ou heliponto passa a constar do cadastro, com as suas características e o seu plano de zona de proteção.'],
        },
        {
          heading: 'Regularização',
          paragraphs: [
            'Conforme o artigo 129 da Portaria nº 957/GC3, de 2015, os aeródromos cujos planos de zona de proteção não foram submetidos devem regularizar a situação por meio do processo de inscrição.',
          ],
        },
        {
          heading: 'O que preparar',
          paragraphs: ['A inscrição é solicitada no SYSAGA pelo responsável pelo aeródromo. Reúna antes:'],
          list: [
            'os dados do responsável e a localização do aeródromo (município, estado e coordenadas);',
            'as características físicas: pistas ou áreas de pouso, dimensões, elevações e tipo de piso;',
            'a decisão favorável de exploração, quando se tratar de aeródromo civil público (válida por cinco anos para a apresentação da inscrição).',
          ],
        },
      ],
    },
    {
      slug: 'sysaga',
      title: 'SYSAGA',
      summary: 'O sistema de gestão de processos da área AGA.',
      sections: [
        {
          heading: 'O que é o SYSAGA',
          paragraphs: ['O SYSAGA é o sistema de gestão de processos da área AGA. Nele, qualquer pessoa física ou jurídica protocola processos e acompanha o andamento de cada um.'],
          list: [
            'Pré-análise (etapa inicial desde 10/01/2018)',
            'Projeto de objeto projetado no espaço aéreo (OPEA)',
            'Inscrição de aeródromo',
            'Alteração de cadastro de aeródromo',
            'Exploração de aeródromos civis públicos',
            'Plano diretor aeroportuário',
          ],
        },
        {
          heading: 'Cadastro',
          paragraphs: ['Para usar o sistema, cadastre-se: escolha um login e uma senha e ative a conta pelo link enviado ao seu e-mail. Depois da ativação, entre com o login e a senha escolhidos.'],
        },
      ],
    },
    {
      slug: 'documentos',
      title: 'Documentos auxiliares',
      summary: 'Modelos, formulários e listas de verificação que ajudam a preparar as solicitações protocoladas no SYSAGA.',
      sections: [],
    },
    {
      slug: 'legislacao',
      title: 'Legislação',
      summary: 'As normas que regem as zonas de proteção e os processos da área AGA. Consulte sempre a edição em vigor no site do DECEA.',
      sections: [],
    },
    {
      slug: 'duvidas',
      title: 'Dúvidas frequentes',
      summary: 'Respostas às perguntas mais comuns sobre zonas de proteção, pré-análise e processos da área AGA.',
      sections: [],
    },
    {
      slug: 'atendimento',
      title: 'Atendimento',
      summary: 'Como falar com a área AGA e onde acompanhar um processo.',
      sections: [
        {
          heading: 'Processos em andamento',
          paragraphs: ['Para tratar de um processo em andamento, entre no SYSAGA e acompanhe-o pelo número de protocolo: as exigências e as decisões de cada processo são registradas ali.'],
        },
        {
          heading: 'Canais de atendimento',
          paragraphs: ['Antes de escrever, consulte as dúvidas frequentes, a legislação e os documentos auxiliares deste portal.'],
          list: [
            'SYSAGA: exigências, recursos e andamento de processos.',
            'Formulário abaixo: dúvidas gerais sobre o portal e sobre os processos da área AGA. A resposta é enviada para o e-mail informado.',
            'Pré-análise: consulta pelo número de protocolo na página Pré-análise.',
          ],
        },
      ],
    },
  ],
  faqs: [
    { category: 'plans', question: 'O que é um plano de zona de proteção?', answer: 'É o plano que define as superfícies que limitam a altura dos objetos no entorno de um aeródromo, heliponto ou auxílio à navegação aérea. Há planos básicos de aeródromo (PBZPA) e de heliponto (PBZPH), planos de auxílios à navegação aérea (PZPANA), planos específicos de aeródromo (PEZPA) e planos de rotas especiais de aviões e helicópteros (PZPREAH).' },
    { category: 'plans', question: 'Como sei se o meu terreno está em uma zona de proteção?', answer: 'Consulte os planos publicados na página Planos, filtrando por estado, município, nome do aeródromo ou código ICAO. Para saber se um objeto específico precisa de análise, faça a pré-análise.' },
    { category: 'opea', question: 'Preciso de autorização para construir perto de um aeródromo?', answer: 'Depende da localização e da altura do objeto. Faça a pré-análise no SYSAGA: o resultado indica que a análise do DECEA não é necessária ou que é preciso abrir um processo.' },
    { category: 'opea', question: 'Quais objetos podem precisar de análise?', answer: 'Edificações, torres e antenas, linhas de transmissão, aerogeradores, guindastes, chaminés e outros objetos, permanentes ou temporários, que se elevam no entorno de aeródromos, helipontos ou auxílios à navegação aérea.' },
    { category: 'preanalysis', question: 'Que dados a pré-análise pede?', answer: 'As coordenadas geográficas do objeto, a altitude da base e a altura do objeto.' },
    { category: 'preanalysis', question: 'Desde quando a pré-análise é obrigatória?', answer: 'Desde 10/01/2018 a pré-análise é a etapa inicial dos processos no SYSAGA.' },
    { category: 'preanalysis', question: 'Por quanto tempo vale uma pré-análise?', answer: 'O resultado da pré-análise é válido por cinco anos para o processo de exploração do aeródromo.' },
    { category: 'aerodromes', question: 'Por quanto tempo vale a decisão favorável de exploração?', answer: 'A decisão favorável de exploração de aeródromo civil público é válida por cinco anos para a apresentação do processo de inscrição ou de alteração.' },
    { category: 'aerodromes', question: 'O plano do meu aeródromo nunca foi submetido. O que fazer?', answer: 'Conforme o artigo 129 da Portaria nº 957/GC3, de 2015, a situação deve ser regularizada por meio do processo de inscrição do aeródromo, protocolado no SYSAGA.' },
    { category: 'plans', question: 'O que é um TAC?', answer: 'O termo de ajustamento de conduta é o acordo firmado com aeródromos interditados, ou sujeitos à interdição, por não terem apresentado o plano de zona de proteção. Os termos assinados podem ser consultados na página TAC.' },
    { category: 'sysaga', question: 'Como me cadastro no SYSAGA?', answer: 'No próprio SYSAGA: escolha um login e uma senha e ative a conta pelo link enviado ao seu e-mail.' },
    { category: 'sysaga', question: 'Como acompanho o meu processo?', answer: 'Entre no SYSAGA com o seu login: cada processo mostra o andamento, as exigências e as decisões. Uma pré-análise também pode ser consultada pelo número de protocolo na página Pré-análise.' },
  ],
  legislation: [
    { code: 'ICA 11-3', title: 'Instrução do Comando da Aeronáutica sobre os processos da área de aeródromos', summary: 'Orienta os processos da área de aeródromos conduzidos no âmbito do DECEA, como a inscrição, a alteração de cadastro e a exploração de aeródromos.', issuing_body: 'Comando da Aeronáutica (DECEA)', year: null, reference: 'Consulte a edição em vigor no site do DECEA (www.decea.mil.br).' },
    { code: 'ICA 11-4', title: 'Instrução do Comando da Aeronáutica complementar aos processos da área de aeródromos', summary: 'Complementa as orientações aplicáveis aos processos da área AGA. Verifique no site do DECEA a edição em vigor e o seu escopo.', issuing_body: 'Comando da Aeronáutica (DECEA)', year: null, reference: 'Consulte a edição em vigor no site do DECEA (www.decea.mil.br).' },
    { code: 'ICA 11-408', title: 'Restrições aos objetos projetados no espaço aéreo que possam afetar adversamente a segurança ou a regularidade das operações aéreas', summary: 'Estabelece os critérios de análise dos objetos projetados no espaço aéreo (OPEA) no entorno de aeródromos, helipontos e auxílios à navegação aérea.', issuing_body: 'Comando da Aeronáutica (DECEA)', year: null, reference: 'Consulte a edição em vigor no site do DECEA (www.decea.mil.br).' },
    { code: 'Portaria nº 957/GC3', title: 'Portaria do Comandante da Aeronáutica sobre as zonas de proteção e os objetos projetados no espaço aéreo', summary: 'Dispõe sobre as restrições aos objetos projetados no espaço aéreo e os planos de zona de proteção. O artigo 129 determina que os planos não submetidos sejam regularizados por meio do processo de inscrição do aeródromo.', issuing_body: 'Comando da Aeronáutica', year: 2015, reference: 'Publicada no Diário Oficial da União; texto disponível no site do DECEA.' },
    { code: 'Lei nº 7.565', title: 'Código Brasileiro de Aeronáutica', summary: 'Estabelece, entre outras matérias, que as propriedades vizinhas dos aeródromos e das instalações de auxílio à navegação aérea estão sujeitas a restrições especiais.', issuing_body: 'Presidência da República', year: 1986, reference: 'Texto disponível em www.planalto.gov.br.' },
  ],
  documents: [
    {
      key: 'opea-checklist', category: 'checklist', file_name: 'lista-verificacao-opea.pdf',
      title: 'Lista de verificação para solicitação de OPEA',
      description: 'Itens a conferir antes de protocolar no SYSAGA um processo de objeto projetado no espaço aéreo.',
      pdf: {
        intro: 'Use esta lista para conferir se o pedido está completo antes de protocolá-lo no SYSAGA. Ela não substitui a norma nem os requisitos exibidos pelo sistema.',
        sections: [
          { heading: '1. Antes de começar', items: ['Pré-análise realizada e número de protocolo anotado.', 'Resultado da pré-análise indica a necessidade de abrir processo.', 'Cadastro ativo no SYSAGA (login e senha).'] },
          { heading: '2. Dados do objeto', items: ['Tipo do objeto (edificação, torre, antena, linha de transmissão, aerogerador, guindaste etc.).', 'Coordenadas geográficas de cada ponto relevante, com o sistema de referência.', 'Altitude da base, em metros.', 'Altura total, incluindo antenas, para-raios e outros elementos no topo.', 'Objeto permanente ou temporário (informe o período, se temporário).'] },
          { heading: '3. Documentos', items: ['Documento de identificação do interessado e, se houver, procuração do representante.', 'Planta de situação ou croqui com a localização do objeto.', 'Declaração de altura assinada (veja o modelo nos documentos auxiliares).'] },
          { heading: '4. Conferência final', items: ['Os valores informados conferem com os da pré-análise.', 'Os arquivos estão legíveis e no formato aceito pelo sistema.'] },
        ],
        footer: 'Portal AGA — documento auxiliar. Consulte a ICA 11-408 e a legislação em vigor.',
      },
    },
    {
      key: 'height-declaration', category: 'template', file_name: 'modelo-declaracao-altura.pdf',
      title: 'Modelo de declaração de altura',
      description: 'Modelo para declarar a altitude da base e a altura total de um objeto projetado no espaço aéreo.',
      pdf: {
        intro: 'Preencha os campos, assine e anexe a declaração ao processo no SYSAGA.',
        sections: [
          { heading: 'Identificação', fill: true, items: ['Nome ou razão social', 'CPF ou CNPJ', 'Endereço do objeto', 'Município / UF', 'Número de protocolo da pré-análise'] },
          { heading: 'Dados do objeto', fill: true, items: ['Tipo do objeto', 'Latitude', 'Longitude', 'Altitude da base (m)', 'Altura total do objeto (m)', 'Altitude do topo (m) = altitude da base + altura total'] },
          { heading: 'Declaração', items: ['Declaro que as informações acima são verdadeiras e que a altura informada inclui todos os elementos instalados no topo do objeto.'] },
          { heading: 'Assinatura', fill: true, items: ['Local e data', 'Nome do responsável técnico', 'Registro profissional', 'Assinatura'] },
        ],
        footer: 'Portal AGA — modelo de documento auxiliar.',
      },
    },
    {
      key: 'aerodrome-form', category: 'form', file_name: 'formulario-cadastro-aerodromo.pdf',
      title: 'Formulário de cadastro de aeródromo',
      description: 'Reúne os dados do aeródromo pedidos nos processos de inscrição e de alteração de cadastro.',
      pdf: {
        intro: 'Use este formulário para reunir os dados do aeródromo antes de preencher o processo de inscrição ou de alteração no SYSAGA.',
        sections: [
          { heading: 'Responsável', fill: true, items: ['Nome ou razão social', 'CPF ou CNPJ', 'E-mail', 'Telefone'] },
          { heading: 'Aeródromo', fill: true, items: ['Nome do aeródromo', 'Código ICAO (se houver)', 'Município / UF', 'Coordenadas do ponto de referência', 'Elevação (m)', 'Tipo: aeródromo ou heliponto; público ou privado'] },
          { heading: 'Pistas ou áreas de pouso', fill: true, items: ['Designação das cabeceiras', 'Comprimento e largura (m)', 'Tipo de piso', 'Coordenadas e elevação das cabeceiras'] },
          { heading: 'Processo', items: ['Inscrição (inclui a regularização prevista no art. 129 da Portaria nº 957/GC3, de 2015).', 'Alteração de cadastro: descreva cada mudança pretendida.', 'Decisão favorável de exploração anexada, quando se tratar de aeródromo civil público.'] },
        ],
        footer: 'Portal AGA — formulário auxiliar; os dados são informados no SYSAGA.',
      },
    },
  ],
};
