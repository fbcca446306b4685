import torch

state = torch.tensor([True, False, True])
toggle = torch.tensor([True, True, False])
ptr = state.data_ptr()
state.bitwise_xor_(toggle)
print("after one toggle :", state)
state ^= toggle                    # operator form of bitwise_xor_
print("after two toggles:", state, "same memory:", state.data_ptr() == ptr)
x = torch.tensor([10, 20])
x.bitwise_xor_(x)
print("x ^= x           :", x)
