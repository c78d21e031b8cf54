import type { LocaleContent } from './content-types';

/** Contenido público del portal en español. */
export const CONTENT_ES: LocaleContent = {
  pages: [
    {
      slug: 'inicio',
      title: 'Portal AGA',
      summary: 'Información del DECEA sobre la protección del espacio aéreo en el entorno de los aeródromos: planes de zona de protección, términos de ajuste de conducta (TAC), preanálisis de objetos proyectados en el espacio aéreo y procesos de aeródromos.',
      sections: [
        {
          heading: 'Qué encontrará aquí',
          paragraphs: ['Este portal reúne la información pública del área de aeródromos (AGA) del Departamento de Control del Espacio Aéreo de Brasil (DECEA).'],
          list: [
            'Consulta de los planes de zona de protección de aeródromos, helipuertos, ayudas a la navegación aérea y rutas especiales.',
            'Consulta de los términos de ajuste de conducta (TAC) firmados con aeródromos.',
            'Preanálisis de objetos proyectados en el espacio aéreo y consulta de un preanálisis por su número de protocolo.',
            'Explicaciones sobre los procesos de aeródromo y sobre SYSAGA, el sistema donde se presentan los procesos.',
            'Documentos auxiliares, legislación aplicable, preguntas frecuentes y un canal de atención.',
          ],
        },
      ],
    },
    {
      slug: 'opea',
      title: 'OPEA: objetos proyectados en el espacio aéreo',
      summary: 'Cuándo una construcción, torre u otro objeto debe ser analizado por el DECEA y cómo iniciar la solicitud.',
      sections: [
        {
          heading: 'Qué es un OPEA',
          paragraphs: [
            'Un objeto proyectado en el espacio aéreo (OPEA) es cualquier objeto, permanente o temporal, que se eleva en el entorno de aeródromos, helipuertos o ayudas a la navegación aérea: edificaciones, torres y antenas, líneas de transmisión, aerogeneradores, grúas, chimeneas, entre otros.',
            'Estos objetos pueden afectar la seguridad o la regularidad de las operaciones aéreas. Por eso, su implantación dentro de las zonas de protección depende del análisis del área AGA del DECEA, conforme a la ICA 11-408.',
          ],
        },
        {
          heading: 'Empiece por el preanálisis',
          paragraphs: [
            'Desde el 10/01/2018, el preanálisis es la etapa inicial de los procesos en SYSAGA. Indique las coordenadas geográficas del objeto, la altitud de la base y la altura del objeto.',
            'El resultado es un documento que declara que el análisis del DECEA no es necesario o un aviso de que se debe abrir un proceso de OPEA.',
          ],
        },
        {
          heading: 'Cuándo hay que abrir un proceso',
          paragraphs: ['El proceso se presenta en SYSAGA por el interesado o por su representante. Tenga a mano, entre otros:'],
          list: [
            'el número de protocolo del preanálisis;',
            'las coordenadas geográficas de cada punto relevante del objeto, con el sistema de referencia utilizado;',
            'la altitud de la base y la altura total del objeto, incluidas antenas, pararrayos y otros elementos en la cima;',
            'la documentación técnica y los documentos de identificación que pida el sistema.',
          ],
        },
      ],
    },
    {
      slug: 'aerodromo',
      title: 'Procesos de aeródromo',
      summary: 'Inscripción, modificación de registro, explotación de aeródromos civiles públicos y plan director aeroportuario.',
      sections: [
        {
          heading: 'Cuáles son los procesos',
          paragraphs: [
            'Además de analizar objetos proyectados en el espacio aéreo, el área AGA del DECEA conduce los procesos de los propios aeródromos y helipuertos. Todos se presentan y se siguen en SYSAGA.',
          ],
          list: [
            'Inscripción: el aeródromo pasa a constar en el registro, con su plan de zona de protección.',
            'Modificación de registro: cambian las características de un aeródromo ya inscrito.',
            'Explotación de aeródromos civiles públicos: evaluación de la viabilidad del aeródromo en el lugar previsto.',
            'Plan director aeroportuario: análisis de la expansión planificada de un aeropuerto.',
          ],
        },
        {
          heading: 'Plazos de validez',
          paragraphs: [
            'El resultado de un preanálisis es válido por cinco años para el proceso de explotación del aeródromo. La decisión favorable de explotación es válida por cinco años para presentar el proceso de inscripción o de modificación.',
          ],
        },
      ],
    },
    {
      slug: 'alteracao',
      title: 'Modificación del registro de aeródromo',
      summary: 'Cómo informar cambios en las características de un aeródromo ya inscrito.',
      sections: [
        {
          heading: 'Cuándo se aplica',
          paragraphs: [
            'La modificación de registro se utiliza cuando un aeródromo ya inscrito cambia características que constan en su registro, como las dimensiones o la posición de la pista, la infraestructura o las condiciones de operación.',
          ],
        },
        {
          heading: 'Quién lo solicita y qué preparar',
          paragraphs: ['La solicitud se hace en SYSAGA por el responsable del aeródromo o su representante. Reúna antes:'],
          list: [
            'los datos actuales del registro y la descripción de cada cambio previsto;',
            'las coordenadas y elevaciones actualizadas de los elementos modificados;',
            'la decisión favorable de explotación, cuando se trate de un aeródromo civil público.',
          ],
        },
        {
          heading: 'Validez',
          paragraphs: ['La decisión favorable de explotación de un aeródromo civil público es válida por cinco años para presentar el proceso de modificación.'],
        },
      ],
    },
    {
      slug: 'exploracao',
      title: 'Explotación de aeródromos civiles públicos',
      summary: 'La evaluación que precede a la inscripción o a la modificación de un aeródromo civil público.',
      sections: [
        {
          heading: 'Qué se evalúa',
          paragraphs: [
            'El proceso de explotación evalúa si un aeródromo civil público puede explotarse en el lugar previsto, considerando el espacio aéreo, los procedimientos de navegación aérea y los demás aeródromos de la región.',
          ],
        },
        {
          heading: 'Plazos de validez',
          paragraphs: [
            'El resultado de un preanálisis es válido por cinco años para el proceso de explotación del aeródromo.',
            'La decisión favorable de explotación es válida por cinco años para que el interesado presente el proceso de inscripción o de modificación del aeródromo. Después de ese plazo, se necesita un nuevo proceso de explotación.',
          ],
        },
        {
          heading: 'Cómo solicitarlo',
          paragraphs: ['El interesado presenta el proceso en SYSAGA con la ubicación, las características previstas del aeródromo y el número del preanálisis, y sigue las exigencias en el propio sistema.'],
        },
      ],
    },
    {
      slug: 'plano-diretor',
      title: 'Plan director aeroportuario',
      summary: 'El análisis de la expansión planificada de un aeropuerto por el área AGA del DECEA.',
      sections: [
        {
          heading: 'Qué es',
          paragraphs: [
            'El plan director aeroportuario describe el desarrollo planificado de un aeropuerto a lo largo del tiempo, como nuevas pistas, plataformas, terminales y otras instalaciones.',
            'Como esa expansión puede afectar las zonas de protección y el uso del espacio aéreo, el plan se somete al análisis del área AGA del DECEA.',
          ],
        },
        {
          heading: 'Cómo solicitarlo',
          paragraphs: ['El operador del aeropuerto presenta el proceso en SYSAGA con los planos y la descripción de las fases previstas, y sigue allí las exigencias y el resultado del análisis.'],
        },
      ],
    },
    {
      slug: 'inscricao',
      title: 'Inscripción de aeródromo',
      summary: 'El proceso que incluye un aeródromo en el registro y el camino para regularizar los planes no presentados.',
      sections: [
        {
          heading: 'Qué es',
          paragraphs: ['La inscripción es el proceso por el cual un aeródromo o helipuerto pasa a constar en el registro, con sus características y su plan de zona de protección.'],
        },
        {
          heading: 'Regularización',
          paragraphs: [
            'Conforme al artículo 129 de la Portaria n.º 957/GC3, de 2015, los aeródromos cuyos planes de zona de protección no fueron presentados deben regularizar su situación mediante el proceso de inscripción.',
          ],
        },
        {
          heading: 'Qué preparar',
          paragraphs: ['La inscripción se solicita en SYSAGA por el responsable del aeródromo. Reúna antes:'],
          list: [
            'los datos del responsable y la ubicación del aeródromo (municipio, estado y coordenadas);',
            'las características físicas: pistas o áreas de aterrizaje, dimensiones, elevaciones y tipo de superficie;',
            'la decisión favorable de explotación, cuando se trate de un aeródromo civil público (válida por cinco años para presentar la inscripción).',
          ],
        },
      ],
    },
    {
      slug: 'sysaga',
      title: 'SYSAGA',
      summary: 'El sistema de gestión de procesos del área AGA.',
      sections: [
        {
          heading: 'Qué es SYSAGA',
          paragraphs: ['SYSAGA es el sistema de gestión de procesos del área AGA. En él, cualquier persona física o jurídica presenta procesos y sigue el avance de cada uno.'],
          list: [
            'Preanálisis (etapa inicial desde el 10/01/2018)',
            'Proyecto de objeto proyectado en el espacio aéreo (OPEA)',
            'Inscripción de aeródromo',
            'Modificación del registro de aeródromo',
            'Explotación de aeródromos civiles públicos',
            'Plan director aeroportuario',
          ],
        },
        {
          heading: 'Registro',
          paragraphs: ['Para usar el sistema, regístrese: elija un usuario y una contraseña y active la cuenta con el enlace enviado a su correo electrónico. Tras la activación, entre con el usuario y la contraseña elegidos.'],
        },
      ],
    },
    {
      slug: 'documentos',
      title: 'Documentos auxiliares',
      summary: 'Modelos, formularios y listas de verificación que ayudan a preparar las solicitudes presentadas en SYSAGA.',
      sections: [],
    },
    {
      slug: 'legislacao',
      title: 'Legislación',
      summary: 'Las normas que rigen las zonas de protección y los procesos del área AGA. Consulte siempre la edición vigente en el sitio del DECEA.',
      sections: [],
    },
    {
      slug: 'duvidas',
      title: 'Preguntas frecuentes',
      summary: 'Respuestas a las preguntas más comunes sobre zonas de protección, preanálisis y procesos del área AGA.',
      sections: [],
    },
    {
      slug: 'atendimento',
      title: 'Atención',
      summary: 'Cómo contactar con el área AGA y dónde seguir un proceso.',
      sections: [
        {
          heading: 'Procesos en curso',
          paragraphs: ['Para tratar un proceso en curso, entre en SYSAGA y sígalo por su número de protocolo: las exigencias y las decisiones de cada proceso se registran allí.'],
        },
        {
          heading: 'Canales de atención',
          paragraphs: ['Antes de escribir, consulte las preguntas frecuentes, la legislación y los documentos auxiliares de este portal.'],
          list: [
            'SYSAGA: exigencias, recursos y avance de los procesos.',
            'El formulario de abajo: dudas generales sobre el portal y los procesos del área AGA. La respuesta se envía al correo electrónico indicado.',
            'Preanálisis: consulta por número de protocolo en la página Preanálisis.',
          ],
        },
      ],
    },
  ],
  faqs: [
    { category: 'plans', question: '¿Qué es un plan de zona de protección?', answer: 'Es el plan que define las superficies que limitan la altura de los objetos en el entorno de un aeródromo, helipuerto o ayuda a la navegación aérea. Hay planes básicos de aeródromo (PBZPA) y de helipuerto (PBZPH), planes de ayudas a la navegación aérea (PZPANA), planes específicos de aeródromo (PEZPA) y planes de rutas especiales de aviones y helicópteros (PZPREAH).' },
    { category: 'plans', question: '¿Cómo sé si mi terreno está en una zona de protección?', answer: 'Consulte los planes publicados en la página Planes, filtrando por estado, municipio, nombre del aeródromo o código OACI. Para saber si un objeto concreto necesita análisis, haga el preanálisis.' },
    { category: 'opea', question: '¿Necesito autorización para construir cerca de un aeródromo?', answer: 'Depende de la ubicación y de la altura del objeto. Haga el preanálisis en SYSAGA: el resultado indica que el análisis del DECEA no es necesario o que se debe abrir un proceso.' },
    { category: 'opea', question: '¿Qué objetos pueden necesitar análisis?', answer: 'Edificaciones, torres y antenas, líneas de transmisión, aerogeneradores, grúas, chimeneas y otros objetos, permanentes o temporales, que se elevan en el entorno de aeródromos, helipuertos o ayudas a la navegación aérea.' },
    { category: 'preanalysis', question: '¿Qué datos pide el preanálisis?', answer: 'Las coordenadas geográficas del objeto, la altitud de la base y la altura del objeto.' },
    { category: 'preanalysis', question: '¿Desde cuándo es obligatorio el preanálisis?', answer: 'Desde el 10/01/2018 el preanálisis es la etapa inicial de los procesos en SYSAGA.' },
    { category: 'preanalysis', question: '¿Cuánto tiempo es válido un preanálisis?', answer: 'El resultado del preanálisis es válido por cinco años para el proceso de explotación del aeródromo.' },
    { category: 'aerodromes', question: '¿Cuánto tiempo es válida la decisión favorable de explotación?', answer: 'La decisión favorable de explotación de un aeródromo civil público es válida por cinco años para presentar el proceso de inscripción o de modificación.' },
    { category: 'aerodromes', question: 'El plan de mi aeródromo nunca se presentó. ¿Qué hago?', answer: 'Conforme al artículo 129 de la Portaria n.º 957/GC3, de 2015, la situación debe regularizarse mediante el proceso de inscripción del aeródromo, presentado en SYSAGA.' },
    { category: 'plans', question: '¿Qué es un TAC?', answer: 'El término de ajuste de conducta es el acuerdo firmado con aeródromos clausurados, o sujetos a clausura, por no haber presentado el plan de zona de protección. Los términos firmados se consultan en la página TAC.' },
    { category: 'sysaga', question: '¿Cómo me registro en SYSAGA?', answer: 'En el propio SYSAGA: elija un usuario y una contraseña y active la cuenta con el enlace enviado a su correo electrónico.' },
    { category: 'sysaga', question: '¿Cómo sigo mi proceso?', answer: 'Entre en SYSAGA con su usuario: cada proceso muestra su avance, exigencias y decisiones. Un preanálisis también se consulta por su número de protocolo en la página Preanálisis.' },
  ],
  legislation: [
    { code: 'ICA 11-3', title: 'Instrucción del Comando de la Aeronáutica sobre los procesos del área de aeródromos', summary: 'Orienta los procesos del área de aeródromos conducidos por el DECEA, como la inscripción, la modificación de registro y la explotación de aeródromos.', issuing_body: 'Comando de la Aeronáutica (DECEA)', year: null, reference: 'Consulte la edición vigente en el sitio del DECEA (www.decea.mil.br).' },
    { code: 'ICA 11-4', title: 'Instrucción del Comando de la Aeronáutica complementaria a los procesos del área de aeródromos', summary: 'Complementa las orientaciones aplicables a los procesos del área AGA. Verifique en el sitio del DECEA la edición vigente y su alcance.', issuing_body: 'Comando de la Aeronáutica (DECEA)', year: null, reference: 'Consulte la edición vigente en el sitio del DECEA (www.decea.mil.br).' },
    { code: 'ICA 11-408', title: 'Restricciones a los objetos proyectados en el espacio aéreo que puedan afectar adversamente la seguridad o la regularidad de las operaciones aéreas', summary: 'Establece los criterios de análisis de los objetos proyectados en el espacio aéreo (OPEA) en el entorno de aeródromos, helipuertos y ayudas a la navegación aérea.', issuing_body: 'Comando de la Aeronáutica (DECEA)', year: null, reference: 'Consulte la edición vigente en el sitio del DECEA (www.decea.mil.br).' },
    { code: 'Portaria nº 957/GC3', title: 'Portaria del Comandante de la Aeronáutica sobre las zonas de protección y los objetos proyectados en el espacio aéreo', summary: 'Dispone sobre las restricciones a los objetos proyectados en el espacio aéreo y los planes de zona de protección. El artículo 129 determina que los planes no presentados se regularicen mediante el proceso de inscripción del aeródromo.', issuing_body: 'Comando de la Aeronáutica', year: 2015, reference: 'Publicada en el Diario Oficial de la Unión (DOU); texto disponible en el sitio del DECEA.' },
    { code: 'Lei nº 7.565', title: 'Código Brasileño de Aeronáutica', summary: 'Establece, entre otras materias, que las propiedades vecinas a los aeródromos y a las instalaciones de ayuda a la navegación aérea están sujetas a restricciones especiales.', issuing_body: 'Presidencia de la República', year: 1986, reference: 'Texto (en portugués) en www.planalto.gov.br.' },
  ],
  documents: [
    {
      key: 'opea-checklist', category: 'checklist', file_name: 'lista-verificacion-opea.pdf',
      title: 'Lista de verificación para la solicitud de OPEA',
      description: 'Puntos a revisar antes de presentar en SYSAGA un proceso de objeto proyectado en el espacio aéreo.',
      pdf: {
        intro: 'Use esta lista para comprobar que la solicitud está completa antes de presentarla en SYSAGA. No sustituye la norma ni los requisitos que muestra el sistema.',
        sections: [
          { heading: '1. Antes de empezar', items: ['Preanálisis realizado y número de protocolo anotado.', 'El resultado del preanálisis indica que se debe abrir un proceso.', 'Cuenta activa en SYSAGA (usuario y contraseña).'] },
          { heading: '2. Datos del objeto', items: ['Tipo de objeto (edificación, torre, antena, línea de transmisión, aerogenerador, grúa, etc.).', 'Coordenadas geográficas de cada punto relevante, con el sistema de referencia.', 'Altitud de la base, en metros.', 'Altura total, incluidas antenas, pararrayos y otros elementos en la cima.', 'Objeto permanente o temporal (indique el período, si es temporal).'] },
          { heading: '3. Documentos', items: ['Documento de identificación del interesado y, si lo hay, poder del representante.', 'Plano de situación o croquis con la ubicación del objeto.', 'Declaración de altura firmada (vea el modelo en los documentos auxiliares).'] },
          { heading: '4. Revisión final', items: ['Los valores indicados coinciden con los del preanálisis.', 'Los archivos son legibles y están en un formato que el sistema acepta.'] },
        ],
        footer: 'Portal AGA — documento auxiliar. Consulte la ICA 11-408 y la legislación vigente.',
      },
    },
    {
      key: 'height-declaration', category: 'template', file_name: 'modelo-declaracion-altura.pdf',
      title: 'Modelo de declaración de altura',
      description: 'Modelo para declarar la altitud de la base y la altura total de un objeto proyectado en el espacio aéreo.',
      pdf: {
        intro: 'Complete los campos, firme y adjunte la declaración al proceso en SYSAGA.',
        sections: [
          { heading: 'Identificación', fill: true, items: ['Nombre o razón social', 'CPF o CNPJ', 'Dirección del objeto', 'Municipio / estado', 'Número de protocolo del preanálisis'] },
          { heading: 'Datos del objeto', fill: true, items: ['Tipo de objeto', 'Latitud', 'Longitud', 'Altitud de la base (m)', 'Altura total del objeto (m)', 'Altitud de la cima (m) = altitud de la base + altura total'] },
          { heading: 'Declaración', items: ['Declaro que la información anterior es verdadera y que la altura indicada incluye todos los elementos instalados en la cima del objeto.'] },
          { heading: 'Firma', fill: true, items: ['Lugar y fecha', 'Nombre del responsable técnico', 'Registro profesional', 'Firma'] },
        ],
        footer: 'Portal AGA — modelo de documento auxiliar.',
      },
    },
    {
      key: 'aerodrome-form', category: 'form', file_name: 'formulario-registro-aerodromo.pdf',
      title: 'Formulario de registro de aeródromo',
      description: 'Reúne los datos del aeródromo pedidos en los procesos de inscripción y de modificación de registro.',
      pdf: {
        intro: 'Use este formulario para reunir los datos del aeródromo antes de completar el proceso de inscripción o de modificación en SYSAGA.',
        sections: [
          { heading: 'Responsable', fill: true, items: ['Nombre o razón social', 'CPF o CNPJ', 'Correo electrónico', 'Teléfono'] },
          { heading: 'Aeródromo', fill: true, items: ['Nombre del aeródromo', 'Código OACI (si lo hay)', 'Municipio / estado', 'Coordenadas del punto de referencia', 'Elevación (m)', 'Tipo: aeródromo o helipuerto; público o privado'] },
          { heading: 'Pistas o áreas de aterrizaje', fill: true, items: ['Designación de las cabeceras', 'Longitud y anchura (m)', 'Tipo de superficie', 'Coordenadas y elevación de las cabeceras'] },
          { heading: 'Proceso', items: ['Inscripción (incluye la regularización del art. 129 de la Portaria n.º 957/GC3, de 2015).', 'Modificación de registro: describa cada cambio previsto.', 'Decisión favorable de explotación adjunta, cuando se trate de un aeródromo civil público.'] },
        ],
        footer: 'Portal AGA — formulario auxiliar; los datos se informan en SYSAGA.',
      },
    },
  ],
};
