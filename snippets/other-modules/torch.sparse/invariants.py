# raises: RuntimeError
import torch

# index 5 is outside a (2, 3) tensor; with check_invariants=True this is caught at construction
torch.sparse_coo_tensor(torch.tensor([[0], [5]]), torch.tensor([1.0]), (2, 3), check_invariants=True)
