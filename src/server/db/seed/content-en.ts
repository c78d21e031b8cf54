import type { LocaleContent } from './content-types';

/** The portal's public content in English. */
export const CONTENT_EN: LocaleContent = {
  pages: [
    {
      slug: 'inicio',
      title: 'AGA Portal',
      summary: 'DECEA information on protecting the airspace around aerodromes: protection zone plans, conduct adjustment agreements (TAC), pre-analysis of objects projected in airspace, and aerodrome processes.',
      sections: [
        {
          heading: 'What you will find here',
          paragraphs: ['This portal brings together the public information of the aerodromes area (AGA) of Brazil\'s Airspace Control Department (DECEA).'],
          list: [
            'Protection zone plans of aerodromes, helipads, air-navigation aids and special routes.',
            'Conduct adjustment agreements (TAC) signed with aerodromes.',
            'Pre-analysis of objects projected in airspace, and lookup of a pre-analysis by its protocol number.',
            'Explanations of the aerodrome processes and of SYSAGA, the system where processes are filed.',
            'Auxiliary documents, applicable legislation, frequently asked questions and a contact channel.',
          ],
        },
      ],
    },
    {
      slug: 'opea',
      title: 'OPEA: objects projected in airspace',
      summary: 'When a building, tower or other object must be analysed by DECEA, and how to start the request.',
      sections: [
        {
          heading: 'What an OPEA is',
          paragraphs: [
            'An object projected in airspace (OPEA) is any object, permanent or temporary, that rises near aerodromes, helipads or air-navigation aids: buildings, towers and antennas, power lines, wind turbines, cranes, chimneys and others.',
            'Such objects can affect the safety or regularity of air operations. Placing them inside protection zones therefore depends on an analysis by DECEA\'s AGA area, as set out in ICA 11-408.',
          ],
        },
        {
          heading: 'Start with the pre-analysis',
          paragraphs: [
            'Since 10/01/2018 the pre-analysis has been the initial step of processes in SYSAGA. Enter the object\'s geographic coordinates, its base altitude and its height.',
            'The outcome is either a document stating that DECEA\'s analysis is not required, or a notice that an OPEA case must be opened.',
          ],
        },
        {
          heading: 'When a case must be opened',
          paragraphs: ['The case is filed in SYSAGA by the applicant or a representative. Have at hand, among other things:'],
          list: [
            'the pre-analysis protocol number;',
            'the geographic coordinates of each relevant point of the object, with the reference system used;',
            'the base altitude and the total height of the object, including antennas, lightning rods and anything else on top;',
            'the technical documents and identification documents the system asks for.',
          ],
        },
      ],
    },
    {
      slug: 'aerodromo',
      title: 'Aerodrome processes',
      summary: 'Registration, registration change, operation of public civil aerodromes and airport master plan.',
      sections: [
        {
          heading: 'The processes',
          paragraphs: [
            'Besides analysing objects projected in airspace, DECEA\'s AGA area handles the processes of aerodromes and helipads themselves. All of them are filed and followed in SYSAGA.',
          ],
          list: [
            'Registration: the aerodrome enters the register, with its protection zone plan.',
            'Registration change: the characteristics of a registered aerodrome change.',
            'Operation of public civil aerodromes: whether the aerodrome is feasible at the intended site.',
            'Airport master plan: analysis of an airport\'s planned expansion.',
          ],
        },
        {
          heading: 'Validity periods',
          paragraphs: [
            'A pre-analysis result is valid for five years for the aerodrome operation process. A favourable operation decision is valid for five years for submitting a registration or change process.',
          ],
        },
      ],
    },
    {
      slug: 'alteracao',
      title: 'Aerodrome registration change',
      summary: 'How to report changes to the characteristics of a registered aerodrome.',
      sections: [
        {
          heading: 'When it applies',
          paragraphs: [
            'A registration change is used when a registered aerodrome changes characteristics recorded in its registration, such as the dimensions or position of the runway, its infrastructure or its operating conditions.',
          ],
        },
        {
          heading: 'Who files it and what to prepare',
          paragraphs: ['The request is filed in SYSAGA by the person responsible for the aerodrome or a representative. Gather beforehand:'],
          list: [
            'the current registration data and a description of each intended change;',
            'updated coordinates and elevations of the changed elements;',
            'the favourable operation decision, for a public civil aerodrome.',
          ],
        },
        {
          heading: 'Validity',
          paragraphs: ['A favourable operation decision for a public civil aerodrome is valid for five years for submitting the change process.'],
        },
      ],
    },
    {
      slug: 'exploracao',
      title: 'Operation of public civil aerodromes',
      summary: 'The assessment that precedes the registration or change of a public civil aerodrome.',
      sections: [
        {
          heading: 'What is assessed',
          paragraphs: [
            'The operation process assesses whether a public civil aerodrome can be operated at the intended site, considering the airspace, the air-navigation procedures and the other aerodromes of the region.',
          ],
        },
        {
          heading: 'Validity periods',
          paragraphs: [
            'A pre-analysis result is valid for five years for the aerodrome operation process.',
            'A favourable operation decision is valid for five years for the applicant to submit the aerodrome\'s registration or change process. After that, a new operation process is needed.',
          ],
        },
        {
          heading: 'How to apply',
          paragraphs: ['The applicant files the process in SYSAGA with the location, the planned characteristics of the aerodrome and the pre-analysis number, and follows the requirements in the system.'],
        },
      ],
    },
    {
      slug: 'plano-diretor',
      title: 'Airport master plan',
      summary: 'How DECEA\'s AGA area analyses an airport\'s planned expansion.',
      sections: [
        {
          heading: 'What it is',
          paragraphs: [
            'An airport master plan describes the planned development of an airport over time, such as new runways, aprons, terminals and other facilities.',
            'As this expansion can affect protection zones and the use of airspace, the plan is submitted to the analysis of DECEA\'s AGA area.',
          ],
        },
        {
          heading: 'How to apply',
          paragraphs: ['The airport operator files the process in SYSAGA with the drawings and a description of the planned phases, and follows the requirements and the outcome there.'],
        },
      ],
    },
    {
      slug: 'inscricao',
      title: 'Aerodrome registration',
      summary: 'The process that puts an aerodrome on the register, and the way to regularise plans never submitted.',
      sections: [
        {
          heading: 'What it is',
          paragraphs: ['Registration is the process by which an aerodrome or helipad enters the register, with its characteristics and its protection zone plan.'],
        },
        {
          heading: 'Regularisation',
          paragraphs: [
            'Under Article 129 of Ordinance No. 957/GC3 of 2015, aerodromes whose protection zone plans were not submitted must regularise their situation through the registration process.',
          ],
        },
        {
          heading: 'What to prepare',
          paragraphs: ['Registration is requested in SYSAGA by the person responsible for the aerodrome. Gather beforehand:'],
          list: [
            'the details of the person responsible and the aerodrome\'s location (municipality, state and coordinates);',
            'its physical characteristics: runways or landing areas, dimensions, elevations and surface;',
            'the favourable operation decision, for a public civil aerodrome (valid for five years for submitting the registration).',
          ],
        },
      ],
    },
    {
      slug: 'sysaga',
      title: 'SYSAGA',
      summary: 'The case-management system of the AGA area.',
      sections: [
        {
          heading: 'What SYSAGA is',
          paragraphs: ['SYSAGA is the case-management system of the AGA area. In it, any person or company files processes and follows the progress of each one.'],
          list: [
            'Pre-analysis (the initial step since 10/01/2018)',
            'Object projected in airspace (OPEA) project',
            'Aerodrome registration',
            'Aerodrome registration change',
            'Operation of public civil aerodromes',
            'Airport master plan',
          ],
        },
        {
          heading: 'Signing up',
          paragraphs: ['To use the system, sign up: choose a login and a password and activate the account through the link sent to your e-mail. Once activated, sign in with the login and password you chose.'],
        },
      ],
    },
    {
      slug: 'documentos',
      title: 'Auxiliary documents',
      summary: 'Templates, forms and checklists that help prepare the requests filed in SYSAGA.',
      sections: [],
    },
    {
      slug: 'legislacao',
      title: 'Legislation',
      summary: 'The rules governing protection zones and the AGA processes. Always check the edition in force on DECEA\'s website.',
      sections: [],
    },
    {
      slug: 'duvidas',
      title: 'Frequently asked questions',
      summary: 'Answers to the most common questions about protection zones, pre-analysis and AGA processes.',
      sections: [],
    },
    {
      slug: 'atendimento',
      title: 'Contact and support',
      summary: 'How to reach the AGA area and where to follow a process.',
      sections: [
        {
          heading: 'Processes under way',
          paragraphs: ['For a process under way, sign in to SYSAGA and follow it by its protocol number: the requirements and decisions of each process are recorded there.'],
        },
        {
          heading: 'Contact channels',
          paragraphs: ['Before writing, check the frequently asked questions, the legislation and the auxiliary documents of this portal.'],
          list: [
            'SYSAGA: requirements, appeals and progress of processes.',
            'The form below: general questions about the portal and the AGA processes. The answer is sent to the e-mail you provide.',
            'Pre-analysis: lookup by protocol number on the Pre-analysis page.',
          ],
        },
      ],
    },
  ],
  faqs: [
    { category: 'plans', question: 'What is a protection zone plan?', answer: 'It is the plan that defines the surfaces limiting the height of objects around an aerodrome, helipad or air-navigation aid. There are basic aerodrome plans (PBZPA), basic helipad plans (PBZPH), air-navigation aid plans (PZPANA), specific aerodrome plans (PEZPA) and plans for special aircraft and helicopter routes (PZPREAH).' },
    { category: 'plans', question: 'How do I know whether my land is in a protection zone?', answer: 'Check the published plans on the Plans page, filtering by state, municipality, aerodrome name or ICAO code. To know whether a specific object needs analysis, run a pre-analysis.' },
    { category: 'opea', question: 'Do I need authorisation to build near an aerodrome?', answer: 'It depends on the location and height of the object. Run a pre-analysis in SYSAGA: the outcome says either that DECEA\'s analysis is not required or that a case must be opened.' },
    { category: 'opea', question: 'Which objects may need analysis?', answer: 'Buildings, towers and antennas, power lines, wind turbines, cranes, chimneys and other objects, permanent or temporary, that rise near aerodromes, helipads or air-navigation aids.' },
    { category: 'preanalysis', question: 'What data does the pre-analysis ask for?', answer: 'The object\'s geographic coordinates, its base altitude and its height.' },
    { category: 'preanalysis', question: 'Since when is the pre-analysis required?', answer: 'Since 10/01/2018 the pre-analysis has been the initial step of processes in SYSAGA.' },
    { category: 'preanalysis', question: 'How long is a pre-analysis valid?', answer: 'A pre-analysis result is valid for five years for the aerodrome operation process.' },
    { category: 'aerodromes', question: 'How long is a favourable operation decision valid?', answer: 'A favourable operation decision for a public civil aerodrome is valid for five years for submitting a registration or change process.' },
    { category: 'aerodromes', question: 'My aerodrome\'s plan was never submitted. What should I do?', answer: 'Under Article 129 of Ordinance No. 957/GC3 of 2015, the situation must be regularised through the aerodrome registration process, filed in SYSAGA.' },
    { category: 'plans', question: 'What is a TAC?', answer: 'A conduct adjustment agreement (TAC) is signed with aerodromes that were closed, or face closure, for not submitting a protection zone plan. Signed agreements are listed on the TAC page.' },
    { category: 'sysaga', question: 'How do I sign up for SYSAGA?', answer: 'In SYSAGA itself: choose a login and a password and activate the account through the link sent to your e-mail.' },
    { category: 'sysaga', question: 'How do I follow my process?', answer: 'Sign in to SYSAGA: each process shows its progress, requirements and decisions. A pre-analysis can also be looked up by its protocol number on the Pre-analysis page.' },
  ],
  legislation: [
    { code: 'ICA 11-3', title: 'Air Force Command instruction on the processes of the aerodromes area', summary: 'Guides the processes of the aerodromes area handled by DECEA, such as registration, registration change and aerodrome operation.', issuing_body: 'Air Force Command (DECEA)', year: null, reference: 'Check the edition in force on DECEA\'s website (www.decea.mil.br).' },
    { code: 'ICA 11-4', title: 'Air Force Command instruction complementing the processes of the aerodromes area', summary: 'Complements the guidance applicable to AGA processes. Check the edition in force and its scope on DECEA\'s website.', issuing_body: 'Air Force Command (DECEA)', year: null, reference: 'Check the edition in force on DECEA\'s website (www.decea.mil.br).' },
    { code: 'ICA 11-408', title: 'Restrictions on objects projected in airspace that may adversely affect the safety or regularity of air operations', summary: 'Sets the criteria for analysing objects projected in airspace (OPEA) around aerodromes, helipads and air-navigation aids.', issuing_body: 'Air Force Command (DECEA)', year: null, reference: 'Check the edition in force on DECEA\'s website (www.decea.mil.br).' },
    { code: 'Portaria nº 957/GC3', title: 'Ordinance of the Air Force Commander on protection zones and objects projected in airspace', summary: 'Provides for the restrictions on objects projected in airspace and for protection zone plans. Article 129 requires plans that were not submitted to be regularised through the aerodrome registration process.', issuing_body: 'Air Force Command', year: 2015, reference: 'Published in the Official Gazette (DOU); text available on DECEA\'s website.' },
    { code: 'Lei nº 7.565', title: 'Brazilian Aeronautics Code', summary: 'Among other matters, establishes that properties neighbouring aerodromes and air-navigation aid facilities are subject to special restrictions.', issuing_body: 'Presidency of the Republic', year: 1986, reference: 'Text (in Portuguese) at www.planalto.gov.br.' },
  ],
  documents: [
    {
      key: 'opea-checklist', category: 'checklist', file_name: 'opea-request-checklist.pdf',
      title: 'OPEA request checklist',
      description: 'Items to check before filing an object-in-airspace case in SYSAGA.',
      pdf: {
        intro: 'Use this list to check that the request is complete before filing it in SYSAGA. It does not replace the rules or the requirements shown by the system.',
        sections: [
          { heading: '1. Before you start', items: ['Pre-analysis done and protocol number noted.', 'Pre-analysis outcome says a case must be opened.', 'Active SYSAGA account (login and password).'] },
          { heading: '2. Object data', items: ['Type of object (building, tower, antenna, power line, wind turbine, crane, etc.).', 'Geographic coordinates of each relevant point, with the reference system.', 'Base altitude, in metres.', 'Total height, including antennas, lightning rods and anything else on top.', 'Permanent or temporary object (give the period if temporary).'] },
          { heading: '3. Documents', items: ['Identification of the applicant and, if any, the representative\'s power of attorney.', 'Site plan or sketch showing where the object is.', 'Signed height declaration (see the template among the auxiliary documents).'] },
          { heading: '4. Final check', items: ['The values entered match those of the pre-analysis.', 'Files are legible and in a format the system accepts.'] },
        ],
        footer: 'AGA Portal — auxiliary document. See ICA 11-408 and the legislation in force.',
      },
    },
    {
      key: 'height-declaration', category: 'template', file_name: 'height-declaration-template.pdf',
      title: 'Height declaration template',
      description: 'Template to declare the base altitude and total height of an object projected in airspace.',
      pdf: {
        intro: 'Fill in the fields, sign and attach the declaration to the case in SYSAGA.',
        sections: [
          { heading: 'Identification', fill: true, items: ['Name or company name', 'CPF or CNPJ', 'Address of the object', 'Municipality / state', 'Pre-analysis protocol number'] },
          { heading: 'Object data', fill: true, items: ['Type of object', 'Latitude', 'Longitude', 'Base altitude (m)', 'Total height of the object (m)', 'Top altitude (m) = base altitude + total height'] },
          { heading: 'Declaration', items: ['I declare that the information above is true and that the height given includes every element installed on top of the object.'] },
          { heading: 'Signature', fill: true, items: ['Place and date', 'Name of the technical officer', 'Professional registration', 'Signature'] },
        ],
        footer: 'AGA Portal — auxiliary document template.',
      },
    },
    {
      key: 'aerodrome-form', category: 'form', file_name: 'aerodrome-registration-form.pdf',
      title: 'Aerodrome registration form',
      description: 'Gathers the aerodrome data asked for in the registration and registration change processes.',
      pdf: {
        intro: 'Use this form to gather the aerodrome\'s data before filling in the registration or change process in SYSAGA.',
        sections: [
          { heading: 'Person responsible', fill: true, items: ['Name or company name', 'CPF or CNPJ', 'E-mail', 'Telephone'] },
          { heading: 'Aerodrome', fill: true, items: ['Aerodrome name', 'ICAO code (if any)', 'Municipality / state', 'Coordinates of the reference point', 'Elevation (m)', 'Type: aerodrome or helipad; public or private'] },
          { heading: 'Runways or landing areas', fill: true, items: ['Runway designators', 'Length and width (m)', 'Surface', 'Coordinates and elevation of the thresholds'] },
          { heading: 'Process', items: ['Registration (includes the regularisation under Art. 129 of Ordinance No. 957/GC3 of 2015).', 'Registration change: describe each intended change.', 'Favourable operation decision attached, for a public civil aerodrome.'] },
        ],
        footer: 'AGA Portal — auxiliary form; the data is entered in SYSAGA.',
      },
    },
  ],
};
