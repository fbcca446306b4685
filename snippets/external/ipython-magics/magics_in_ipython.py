from IPython.core.interactiveshell import InteractiveShell

shell = InteractiveShell.instance()                  # an IPython shell driven from a script
shell.run_cell("import torch\na = torch.ones(1000)", store_history=True)
shell.run_cell("b = a.sum()", store_history=True)

result = shell.run_line_magic("timeit", "-n 20 -r 3 -o -q a.sum()")   # -o: return the result, -q: print nothing
print("%timeit -n 20 -r 3 ->", type(result).__name__, "loops:", result.loops, "repeats:", result.repeat,
      "timings:", len(result.all_runs))
print("--- %hist -n")
shell.run_line_magic("hist", "-n")
