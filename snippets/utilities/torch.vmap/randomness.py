# raises: RuntimeError
import torch

x = torch.zeros(2, 3)
torch.manual_seed(0)
print("randomness='same':\n", torch.vmap(lambda v: v + torch.rand(()), randomness="same")(x), sep="")
torch.manual_seed(0)
print("randomness='different':\n", torch.vmap(lambda v: v + torch.rand(()), randomness="different")(x), sep="")
torch.vmap(lambda v: v + torch.rand(()))(x)  # default randomness='error'
