# raises: RuntimeError
import torch

for w in ([1.0, -1.0, 2.0], [1.0, float("nan")], [1.0, float("inf")], [0.0, 0.0]):
    try:
        torch.multinomial(torch.tensor(w), 1)
    except RuntimeError as e:
        print(w, "-> RuntimeError:", e)
try:
    torch.multinomial(torch.tensor([1, 2, 3]), 1)
except RuntimeError as e:
    print("int64 weights -> RuntimeError:", e)

logits = torch.tensor([2.0, -1.0, 0.5])
print("softmax(logits) works:", torch.multinomial(logits.softmax(-1), 1))
torch.multinomial(logits, 1)                 # raw logits are not weights
