import { emptyDraft, file } from './__fixtures__/drafts';
import { projectNameFromFiles, withDerivedProjectName } from './draft-project-name';

const files = (...entries: [string, Parameters<typeof file>[1]][]) => entries.map(([name, use]) => file(name, use));

describe('the project name from the files', () => {
  it('given design files with a common prefix, when named, then the prefix without its trailing dash is the name', () => {
    expect(projectNameFromFiles(files(['rover-F_Cu.gtl', 'pcbFile'], ['rover-B_Cu.gbl', 'pcbFile'], ['rover-bom.csv', 'bomFile']))).toBe('rover');
  });

  it('given files without a common prefix of three characters, when named, then it is Project-1', () => {
    expect(projectNameFromFiles(files(['ab.gtl', 'pcbFile'], ['xy.gbl', 'pcbFile']))).toBe('Project-1');
  });

  it('given only additional files, when named, then they name the project', () => {
    expect(projectNameFromFiles(files(['manual.pdf', 'additionalFile']))).toBe('manual');
  });

  it('given an empty project name, when derived, then the files name it; a given name or no files leave it', () => {
    const withFiles = { ...emptyDraft(), files: [{ ...file('rover-F_Cu.gtl', 'pcbFile'), assigned: false }] };
    expect(withDerivedProjectName(withFiles).requestDetails.projectName).toBe('rover-F_Cu');
    const named = { ...withFiles, requestDetails: { ...withFiles.requestDetails, projectName: 'Mine' } };
    expect(withDerivedProjectName(named)).toBe(named);
    expect(withDerivedProjectName(emptyDraft()).requestDetails.projectName).toBe('');
  });
});
