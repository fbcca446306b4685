import warnings

import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0]])
calls = {
    "torch.eig(A)": lambda: torch.eig(A),
    "torch.symeig(A)": lambda: torch.symeig(A),
    "torch.solve(A, A)": lambda: torch.solve(A, A),
    "torch.matrix_rank(A)": lambda: torch.matrix_rank(A),
    "torch.qr(A)": lambda: torch.qr(A),
    "torch.cholesky(A)": lambda: torch.cholesky(A),
    "torch.svd(A)": lambda: torch.svd(A),
}
print("| call in torch 2.13 | result | first line of the message |")
print("|---|---|---|")
for name, call in calls.items():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            call()
            status = w[0].category.__name__ if w else "runs, no warning"
            message = str(w[0].message) if w else ""
        except RuntimeError as e:
            status, message = "RuntimeError", str(e)
    first = message.split(". ")[0].split("\n")[0]
    print(f"| `{name}` | {status} | {first} |")
